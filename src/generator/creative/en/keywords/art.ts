/**
 * What we know about the keywords creators type most with art in mind. See
 * `../../data-types.ts` for the fields. Every list starts with the words most people know: things
 * are tools and materials one holds (a brush, a hook, clay), moves are what one makes (a portrait,
 * a mug, a granny square), verbs read before Off, Along and ThisInYourStyle.
 */
import type { KeywordEntries } from '../../data-types';

export const ART_KEYWORDS = {
  art: {
    things: 'Sketchbook Canvas Brush Pencil Palette Marker Easel Crayon Studio Gallery',
    moves: 'Portrait SelfPortrait Doodle Sunset Landscape StillLife Mural Masterpiece',
    verbs: 'Draw Paint Sketch Create Sculpt',
    core: 'Canvas Brush Masterpiece Paint',
    scenes: 'Gallery ArtClass ArtStudio',
    names:
      'ArtVsArtist DrawThisInYourStyle TurnThisScribbleIntoArt OneMinuteArtChallenge PassTheSketchbook ThreeColorArt JunkDrawerArt ArtWithYourOtherHand SwapArtWithAFriend',
    also: 'artist artwork',
  },
  drawing: {
    things: 'Pencil Sketchbook Eraser Pen Marker Charcoal Crayon Paper',
    moves: 'Portrait SelfPortrait Doodle Cartoon Eye Hand Face Sketch LineArt',
    verbs: 'Draw Sketch Doodle',
    core: 'Pencil Sketchbook Draw',
    scenes: 'DrawingClass',
    names:
      'DrawThisInYourStyle OneLineDrawing NoEraserChallenge BlindfoldDrawing DrawingFromMemory FinishMyDrawing DrawingRelay DrawingWithYourWrongHand SketchOff',
    also: 'draw howtodraw drawingtutorial',
  },
  painting: {
    things: 'Brush Canvas Palette Easel Paint Apron PaletteKnife Sponge',
    moves: 'Sunset Landscape Portrait Flower StillLife Ocean Sky Abstract',
    verbs: 'Paint Create',
    core: 'Brush Canvas Paint',
    scenes: 'PaintNight',
    names:
      'PaintThisInYourStyle FinishMyPainting TenMinutePainting OneBrushChallenge ThreeColorPainting CanvasReveal PaintingRelay RepaintMyFirstPainting BlindfoldPainting',
    also: 'paint',
  },
  watercolor: {
    things: 'Brush Palette Paper Sketchbook Waterbrush Sponge Jar Tape',
    moves: 'Sunset Flower Sky Galaxy Landscape Rainbow Ocean Leaf',
    verbs: 'Paint Splash',
    core: 'Brush Palette Paint',
    names:
      'WatercolorWednesday PaintASkyInOneWash TapeRevealChallenge WatercolorInTenMinutes WatercolorSaltReveal OneBrushWatercolor TinyWatercolorChallenge WatercolorPostcardSwap PaintWithYourCoffee PaintTheRainbow',
    also: 'watercolour aquarelle',
  },
  sketch: {
    things: 'Pencil Journal Eraser Pen Charcoal Notebook Marker Bench',
    moves: 'Portrait Face Hand Doodle Cafe Street Figure Study',
    verbs: 'Draw Doodle',
    core: 'Pencil Eraser Draw',
    scenes: 'Sketchbook',
    names:
      'SketchWhatYouSee SketchADay TenMinuteSketch SketchOff FillTheSketchbook SketchWithoutLooking WhatsInMyBagSketch SketchInPen DrawYourHandChallenge',
    also: 'sketching sketchaday',
    verb: true,
  },
  doodle: {
    things: 'Pen Notebook Marker StickyNote Sketchbook Sticker Planner Whiteboard',
    moves: 'Squiggle Monster Flower Cartoon Pattern Character BubbleLetters Smiley',
    verbs: 'Draw Color',
    core: 'Pen Notebook Squiggle Draw',
    scenes: 'Squiggle',
    names:
      'FinishMyDoodle DoodleADay SquiggleChallenge OneMinuteDoodle DoodleSwap StickyNoteDoodle DoodleAMonster EyesClosedDoodle FillThePageWithDoodles',
    also: 'doodling',
    verb: true,
  },
  acrylic: {
    things: 'Canvas Brush Palette Easel PaletteKnife Tube Sponge Tape',
    moves: 'Sunset Galaxy Pour Silhouette Flower Ocean Abstract Landscape',
    verbs: 'Paint Pour',
    core: 'Canvas Brush Paint',
    scenes: 'AcrylicPour PaintNight',
    names:
      'AcrylicPourChallenge BlackCanvasChallenge TapeRevealChallenge PaletteKnifeOnly TenMinuteAcrylic AcrylicWithThreeColors AcrylicSunsetSpeedrun AcrylicPaintOver MiniCanvasAcrylic',
    also: 'acrylicpaint acrylicpainting acrylicpour fluidart paintpour pouringart',
  },
  'oil painting': {
    things: 'Canvas Brush Easel Palette PaletteKnife Studio Linseed Varnish',
    moves: 'Portrait Landscape StillLife Seascape Flower Sky',
    verbs: 'Paint Create',
    core: 'Canvas Easel Brush Paint',
    scenes: 'OldMasters',
    names:
      'OilPaintingReveal OilPaintLikeAnOldMaster ThreeTubeOilPainting OilPaintingInOneSitting PaletteKnifeOilPainting FinishMyOilPainting OilPaintYourPet OilPaintingRequests FirstOilPainting',
    also: 'oilpaint',
  },
  'digital art': {
    things: 'Tablet Stylus Brush Canvas Layer ApplePencil Palette Brushset',
    moves: 'Character Portrait Speedpaint Redraw LineArt Fanart Chibi Icon',
    verbs: 'Draw Paint Design Color',
    core: 'Tablet Stylus Draw',
    scenes: 'DrawingTablet',
    names:
      'DrawThisInYourStyle RedrawMyOldArt NoUndoChallenge OneLayerChallenge DigitalArtVsPaper OneBrushDigitalArt DigitalArtSpeedpaint DigitalArtRelay ThreeColorDigitalArt',
    also: 'procreate digitalpainting digitaldrawing ibispaint',
  },
  pottery: {
    things: 'Clay Wheel Glaze Kiln Sponge Studio Apron',
    moves: 'Mug Bowl Vase Plate Cup Planter Pot Teapot',
    verbs: 'Sculpt Glaze',
    core: 'Clay Wheel Mug Sculpt',
    scenes: 'PotteryClass PotteryWheel',
    names:
      'PotteryKilnReveal MyFirstPotteryMug TallestCylinderChallenge CenterTheClay PotteryThrowOff OneBallOfClay PotteryWheelChallenge MudToMasterpiece BlindfoldPottery',
    also: 'ceramics ceramic wheelthrowing potterywheel',
  },
  clay: {
    things: 'Sculpture Roller Cutter Tool Knife Needle Sponge Tray Apron',
    moves: 'TinyFood PinchPot Frog Mushroom Figurine Miniature Coaster Dish',
    verbs: 'Sculpt Create',
    core: 'Sculpture Figurine Sculpt',
    scenes: 'Claymation',
    names:
      'OneBallOfClay FiveMinuteClayFigure ClayFrogChallenge TinyClayFood ClayCharmChallenge SculptYourPetInClay BlindfoldClay SquishToSculpture ClayDishGlowUp',
    also: 'polymerclay airdryclay claymodeling',
  },
  sculpture: {
    things: 'Clay Wire Chisel Plaster Marble Stand Pedestal Armature',
    moves: 'Bust Figure Portrait Animal Hand Face',
    verbs: 'Sculpt Carve',
    core: 'Clay Marble Sculpt',
    scenes: 'Statue',
    names:
      'FoilSculptureChallenge PoseLikeAStatue SculptYourself TinySculptureChallenge OneWireSculpture TrashToSculpture SculptIn60Seconds SoapSculptureChallenge SculptYourPet',
    also: 'sculpting sculpt',
  },
  crochet: {
    things: 'Hook Yarn Skein StitchMarker Scissors Needle',
    moves: 'GrannySquare BucketHat Plushie Flower Coaster Scrunchie Cardigan Blanket',
    verbs: 'Stitch Make',
    core: 'Yarn GrannySquare Stitch',
    scenes: 'GrannySquare CrochetClub',
    names:
      'CrochetAlong GrannySquareChallenge CrochetABucketHat OneBallOfYarnChallenge CrochetAPlushie TurnMyDoodleIntoCrochet ScrapYarnCrochet CrochetAFullOutfit BlindfoldCrochet',
    also: 'crocheting',
    verb: true,
  },
  knitting: {
    things: 'Needle Yarn Skein Pattern StitchMarker Scissors',
    moves: 'Scarf Sweater Beanie Sock Mitten Blanket Cardigan Headband',
    verbs: 'Knit Make',
    core: 'Yarn Scarf Knit',
    scenes: 'KnittingCircle KnitNight',
    names:
      'KnitAlong KnitMyFirstSweater KnitAScarfChallenge KnitABeanieIn24Hours OneBallOfYarnChallenge SpeedKnittingChallenge KnitYourPetASweater KnitInPublic ScrapYarnKnitting BlindfoldKnitting',
    also: 'knit',
  },
  embroidery: {
    things: 'Hoop Floss Needle Thread Pattern Denim Tote Patch',
    moves: 'Flower FloralHoop Lettering PetPortrait Patch Bee Mushroom',
    verbs: 'Stitch Embroider Sew',
    core: 'Hoop Thread Stitch',
    scenes: 'EmbroideryHoop',
    names:
      'EmbroideryHoopReveal EmbroiderYourJeans EmbroiderMyKidsDrawing EmbroiderYourPet EmbroideryLettering VisibleMendChallenge MiniEmbroideryChallenge EmbroiderAThriftFind StitchAlong',
    also: 'handembroidery',
  },
  'cross stitch': {
    things: 'Hoop Floss Needle Pattern Frame Bookmark Chart Aida',
    moves: 'Sampler PixelPattern Bookmark Flower Quote Heart',
    verbs: 'Stitch Sew',
    core: 'Hoop Pattern Stitch',
    names:
      'CrossStitchYourPet PixelStitchChallenge CrossStitchYourHouse CrossStitchAlong FinishThatHoop TinyCrossStitch CrossStitchYourName StitchYourFavoriteQuote CrossStitchInAnHour',
  },
  sewing: {
    things: 'Machine Fabric Thread Scissors Pattern Pin Bobbin Tote',
    moves: 'Tote Pillow Skirt Scrunchie Dress Patchwork Apron',
    verbs: 'Sew Stitch Hem',
    core: 'Fabric Thread Sew',
    scenes: 'SewingMachine SewingRoom',
    names:
      'SewYourOwnClothes SewingThriftFlip SewAnOutfitInADay MendDontSpend SewFromABedsheet SewWithoutAPattern FiveMinuteScrunchie SewAToteBagChallenge SewingFirstVsNow',
    also: 'sew',
  },
  quilting: {
    things: 'Quilt Fabric Thread Block Batting Pattern Scissors RotaryCutter FatQuarter',
    moves: 'Patchwork StarBlock LogCabin Pillow Blanket Table Runner',
    verbs: 'Stitch Sew',
    core: 'Quilt Patchwork Stitch',
    scenes: 'QuiltingBee Patchwork',
    names:
      'QuiltAlong QuiltReveal ChooseMyQuiltColors QuiltFromScraps QuiltYourOldTees OneQuiltBlockADay MiniQuiltSwap MyFirstQuilt FinishMyQuiltBlock',
    also: 'quilt',
  },
  macrame: {
    things: 'Knot Cord Ring Bead Dowel Fringe Keychain Hook Plant',
    moves: 'PlantHanger WallHanging Keychain Coaster Bracelet Feather',
    verbs: 'Braid Create',
    core: 'Knot Cord PlantHanger',
    names:
      'MacrameInAnHour MacrameFeatherChallenge KnotAlong MacrameWallHangingReveal SquareKnotChallenge MacramePlantHanger MacrameKeychainSwap MacrameFromOneCord MacrameFirstVsLatest',
  },
  photography: {
    things: 'Camera Lens Tripod Phone Flash Light Backdrop Reflector',
    moves: 'Portrait GoldenHour Silhouette Reflection Macro ForcedPerspective FlatLay Selfie',
    verbs: 'Snap Capture',
    core: 'Camera Lens Snap',
    scenes: 'Photoshoot GoldenHour PhotoWalk',
    names:
      'UglyLocationPhotoshoot PhoneVsCamera OneObjectTenPhotos OneLensChallenge ForcedPerspectivePhoto GoldenHourPhotoChallenge ReflectionPhotoHunt ShootYourShadow NoZoomChallenge',
    also: 'photo photographer',
  },
  portrait: {
    things: 'Pencil Sketchbook Mirror Photo Reference Charcoal Canvas Paint',
    moves: 'Eye Face Profile Caricature Smile Sketch Likeness',
    verbs: 'Draw Paint Sketch',
    core: 'Canvas Face Smile Draw',
    scenes: 'PortraitMode',
    names:
      'PortraitInMyStyle DrawMeChallenge PortraitFromTheComments 10MinutePortrait OneLinePortrait PortraitWithoutLooking PortraitFromMemory SwapPortraitsWithAFriend PortraitInOneColor',
  },
  landscape: {
    things: 'Brush Canvas Palette Sketchbook Easel Paint Pencil Photo',
    moves: 'Mountain Sunset Lake Field Forest River Sky Horizon',
    verbs: 'Paint Sketch Capture',
    core: 'Canvas Mountain Sunset Paint',
    scenes: 'ScenicView',
    names:
      'OneLandscapeFourSeasons DayToNightLandscape LandscapeFromMyWindow LandscapeInThreeColors TenMinuteLandscape PaintOutsideChallenge LandscapeFromMemory TinyLandscapeADay LandscapeIn5Strokes',
    also: 'scenery',
  },
  'self portrait': {
    things: 'Mirror Pencil Sketchbook Selfie Photo Canvas Paint Marker',
    moves: 'CartoonMe AnimeMe Caricature MirrorSketch Realism',
    verbs: 'Draw Paint Sketch',
    core: 'Mirror Selfie Draw',
    scenes: 'Selfie MirrorSelfie',
    names:
      'ArtVsArtist SelfPortraitInOneLine YearlySelfPortrait BlindSelfPortrait SelfPortraitInThreeStyles MirrorSelfPortrait WrongHandSelfPortrait SelfPortraitAsAKid DrawYourselfChallenge',
  },
  calligraphy: {
    things: 'Pen BrushPen Nib Ink Paper Envelope Quote Inkwell',
    moves: 'Name Alphabet Quote Signature Monogram Flourish Lettering',
    verbs: 'Letter Write Ink',
    core: 'Pen Ink Lettering Write',
    scenes: 'Penmanship QuillAndInk',
    names:
      'CalligraphyNameRequests CalligraphyWithAnything FakeCalligraphyChallenge NibVsBrushPen FixMyHandwriting CalligraphyWordADay AtoZCalligraphy BrushPenChallenge LeftHandCalligraphy',
    also: 'handlettering lettering brushlettering',
  },
  graffiti: {
    things: 'SprayCan Wall Marker Stencil Blackbook Cap Sketchbook',
    moves: 'BubbleLetters Tag Mural Stencil Name Piece',
    verbs: 'Spray Letter',
    core: 'SprayCan Wall Spray',
    scenes: 'StreetArt',
    names:
      'GraffitiYourName BubbleLetterChallenge 3DGraffitiTag GraffitiAlphabetADay ThreeMarkerGraffiti GraffitiSketchSwap ChalkGraffitiChallenge GraffitiCharacterGlowUp',
  },
  mural: {
    things: 'Wall Roller Brush Ladder Paint SprayCan Stencil Projector',
    moves: 'Sunset Jungle Flower Sky Lettering Rainbow',
    verbs: 'Paint Spray Design',
    core: 'Wall Paint Roller',
    scenes: 'StreetArt',
    names:
      'MuralReveal SketchToMural MuralInAWeekend GridMethodMural WallTransformation MuralWithThreeColors FinishMyMural MuralRelay PaintABedroomMural',
    also: 'streetart wallart',
  },
  anime: {
    things: 'Sketchbook Pencil Tablet Marker Copic Eye Panel Character',
    moves: 'Chibi Character BigEyes Redraw Hairstyle Panel',
    verbs: 'Draw Ink Color',
    core: 'Character BigEyes Draw',
    scenes: 'AnimeCon Cosplay Chibi',
    names:
      'DrawYourselfAsAnime AnimeEyesChallenge RedrawAnAnimeScene ChibiYourPet AnimeCharacterFromMemory AnimeStyleSwap AnimeHairChallenge DesignYourAnimeOC ChibiChallenge',
    also: 'manga',
  },
  cartoon: {
    things: 'Pen Marker Sketchbook Character Panel Mascot SpeechBubble',
    moves: 'Caricature Character Mascot Expression Redraw Comic',
    verbs: 'Draw Ink Doodle',
    core: 'Character SpeechBubble Draw',
    scenes: 'Toon SaturdayToons',
    names:
      'CartoonYourself CartoonYourPet CartoonStyleSwap CartoonFromAScribble ExpressionSheetChallenge DesignACartoonMascot ThreeCircleCartoon FourPanelCartoon CartoonYourFamily',
  },
  'character design': {
    things: 'Character Sketchbook Palette Tablet Outfit Prop Moodboard Silhouette',
    moves: 'OC Redesign Outfit Expression Turnaround Creature',
    verbs: 'Design Draw Redesign',
    core: 'Character Outfit Design',
    scenes: 'ConceptArt',
    names:
      'RandomWordsToCharacter RedesignMyCharacter CharacterDesignAgeUp ScribbleToCharacter TurnYourPetIntoACharacter MakeYourCharacterAVillain CharacterDesignRelay ThreeShapesOneCharacter CharacterFromYourName',
    also: 'oc originalcharacter',
  },
  'fan art': {
    things: 'Sketchbook Tablet Poster Sticker Print Reference Character Scene',
    moves: 'Redraw Crossover Poster Chibi Scene StyleSwap',
    verbs: 'Draw Redraw Paint',
    core: 'Character Poster Redraw',
    scenes: 'Fandom',
    names:
      'FanArtInMyStyle FanArtFromMemory RedrawThisScene FanArtCrossover FanArtRequests DrawYourChildhoodFavorite ChibiFanArt DrawYourFavoriteCharacter',
  },
  comic: {
    things: 'Pen Sketchbook Panel Page Strip SpeechBubble Character Ink',
    moves: 'FourPanel Strip Superhero Storyboard SplashPage',
    verbs: 'Draw Ink Letter',
    core: 'Panel SpeechBubble Superhero Draw',
    scenes: 'ComicCon ComicBook',
    names:
      'DrawYourDayAsAComic FourPanelComicChallenge FinishMyComic ComicPanelRelay OnePageComic MyPetsSecretLifeComic SilentComicChallenge ComicFromTheComments MemeToComic',
    also: 'webcomic webtoon',
  },
  'pixel art': {
    things: 'Pixel Grid Palette Sprite Tile Icon Heart Sword Tablet',
    moves: 'Sprite Portrait Animation Icon Heart Character',
    verbs: 'Draw Animate Design',
    core: 'Pixel Sprite Grid',
    scenes: '8Bit 16Bit',
    names:
      'PixelArtYourself PixelArtYourPet 8BitMe PixelArtIn16x16 StickyNotePixelArt PixelArtOnGraphPaper AnimateAPixelSprite PixelArtADay FourColorPixelArt',
  },
  origami: {
    things: 'Paper Scissors Ruler Crane Frog Star Box Boat',
    moves: 'Crane JumpingFrog LuckyStar Heart Flower Dragon Boat',
    verbs: 'Fold Create',
    core: 'Paper Crane Fold',
    scenes: 'PaperCrane',
    names:
      'PaperCraneChallenge OrigamiFrogRace OrigamiFromAReceipt OrigamiInOneMinute OrigamiStarJar TinyOrigamiChallenge FoldAlongWithMe BlindfoldOrigami OrigamiADay',
    also: 'paperfolding',
  },
  'paper craft': {
    things: 'Paper Scissors Glue Cardstock Ribbon Washi Envelope Template',
    moves: 'PopUpCard PaperFlower Garland Lantern Envelope Snowflake',
    verbs: 'Fold Craft Design',
    core: 'Paper PaperFlower Fold',
    scenes: 'PaperSnowflake',
    names:
      'OneSheetPaperCraft MakeItFromPaper PopUpCardChallenge PaperFlowerChallenge PaperSnowflakeChallenge LongestPaperChain PaperCraftWithScraps FoldAPaperLantern',
    also: 'papercrafting',
  },
  scrapbook: {
    things: 'Sticker Photo Washi Ticket Stamp Journal Polaroid Glue',
    moves: 'Collage MemoryPage Layout Spread Cover',
    verbs: 'Design Create',
    core: 'Photo Sticker MemoryPage',
    scenes: 'MemoryLane PhotoAlbum',
    names:
      'ScrapbookYourWeek ScrapbookYourTrip ScrapbookFromReceipts ScrapbookPageADay MemoryPageChallenge TicketStubScrapbook ScrapbookForMyBestie ScrapbookSwap',
    also: 'scrapbooking',
  },
  journaling: {
    things: 'Notebook Pen Sticker Washi Highlighter Stamp Tracker Spread',
    moves: 'CoverPage MonthlySpread HabitTracker Collage Doodle Lettering',
    verbs: 'Write Doodle Plan',
    core: 'Notebook Pen Sticker Write',
    scenes: 'DearDiary',
    names:
      'JournalWithScrapsOnly OneLineADayJournal TenMinuteJournalSpread PassTheJournal JournalPromptChallenge DecorateAJournalPage JournalYourDayInDoodles GratitudeJournalChallenge JournalYourDreams',
    also: 'bulletjournal bujo artjournal journal diary junkjournal',
  },
  collage: {
    things: 'Magazine Glue Scissors Photo Paper Ticket Frame Cutout',
    moves: 'VisionBoard Moodboard Zine Mosaic Portrait',
    verbs: 'Arrange Design',
    core: 'Magazine Cutout Arrange',
    scenes: 'VisionBoard Moodboard',
    names:
      'MagazineCollageChallenge CollageYourself TornPaperCollage CollageInTenMinutes CollageFromJunkMail OneColorCollage TenScrapsOneCollage CutAndPasteChallenge',
    also: 'magazinecollage',
  },
  resin: {
    things: 'Mold Glitter Pigment Coaster Tray Keychain Flower Bookmark',
    moves: 'Coaster Keychain Geode OceanPour Bookmark Tray',
    verbs: 'Pour Design',
    core: 'Coaster Glitter Pour',
    scenes: 'ResinPour',
    names:
      'ResinPourReveal OceanResinChallenge ResinTimeCapsule PressedFlowerResin ResinGeodeArt ResinKeychainChallenge ResinCoasterSwap ResinNameCharm ResinBookmarkChallenge',
    also: 'epoxy',
  },
  'jewelry making': {
    things: 'Bead Wire Charm Chain Clasp Pearl Thread Pliers',
    moves: 'Bracelet Necklace Earring CharmNecklace Ring Anklet',
    verbs: 'Bead Design Make',
    core: 'Bead Charm Bracelet',
    scenes: 'JewelryBox CharmBracelet',
    names:
      'JewelryFromHardware WireWrapChallenge BeadedRingChallenge JewelryFromThriftFinds JewelryForMyBestie BeadAlong JewelryUnder5Dollars TenBeadBracelet',
    also: 'beading bead',
  },
  'friendship bracelet': {
    things: 'Bead Thread Letter Charm Floss Clasp Knot Loom',
    moves: 'Bracelet Chevron NameBracelet Stack Candy',
    verbs: 'Bead Braid',
    core: 'Bead Bracelet Braid',
    scenes: 'BFFBracelet',
    names:
      'FriendshipBraceletSwap BraceletForMyBestie NameBraceletChallenge FirstFriendshipBracelet LearnTheChevron BraceletStackReveal FriendshipBraceletForMom BraceletInAnHour',
    also: 'braceletmaking',
  },
  'tie dye': {
    things: 'Shirt Hoodie Sock Tote RubberBand Bottle Glove Pillowcase',
    moves: 'Spiral Bullseye Rainbow Crumple IceDye Stripes',
    verbs: 'Dye Twist Design',
    core: 'Shirt Spiral Rainbow Dye',
    scenes: 'TieDyeParty Hippie',
    names:
      'TieDyeReveal GuessTheTieDyePattern IceDyeChallenge TieDyeSwirlChallenge TwoColorTieDye TieDyeWithOnionSkins MatchingFamilyTieDye TieDyeEverything',
  },
  diy: {
    things: 'GlueGun Cardboard MasonJar Paint Scissors Tape Shelf Decor',
    moves: 'RoomMakeover Organizer Dupe Upcycle Flip Lamp',
    verbs: 'Make Build Craft',
    core: 'Cardboard Paint Upcycle Build',
    scenes: 'CraftNight HotGlue WeekendProject',
    names:
      'DIYOrBuy DIYDupeChallenge TenMinuteDIY DIYUnder5Dollars DIYFromTheJunkDrawer DeskGlowUpDIY DIYGiftForMom CardboardDIYChallenge',
    also: 'doityourself crafts craft crafting',
    spelled: 'DIY',
  },
  upcycling: {
    things: 'Jar Bottle Cardboard TShirt Tin Denim Crate Pallet',
    moves: 'Planter Tote Makeover Lamp Organizer Flip',
    verbs: 'Upcycle Restore Reuse',
    core: 'Jar Bottle Makeover Upcycle',
    scenes: 'ThriftFlip ThriftStore',
    names:
      'TrashToTreasure ThriftFlipChallenge UpcyclingBuildOff OneBoxThreeWays UpcycleYourOldTee UpcycleAJar UpcycleYourRecycling UpcycleItForUnder5',
    also: 'upcycle recycledart',
  },
  'bob ross': {
    things: 'FanBrush Canvas Easel PaletteKnife Palette Brush',
    moves: 'HappyLittleTree Mountain Cabin Cloud Lake Waterfall',
    verbs: 'Paint Create',
    core: 'Canvas HappyLittleTree Paint',
    scenes: 'HappyTrees JoyOfPainting',
    names:
      'PaintAHappyLittleTree HappyLittleAccidents PaintLikeBobRoss BobRossIn30Minutes BobRossWithCrayons BobRossVoiceover BobRossFirstTry FanBrushOnly PaintAlongWithBob',
    also: 'happylittletrees',
  },
  'van gogh': {
    things: 'Canvas Brush Palette Sunflower Cypress Easel',
    moves: 'StarryNight Sunflowers SelfPortrait Swirls Cafe Bedroom',
    verbs: 'Paint Recreate',
    core: 'Sunflower StarryNight Paint',
    scenes: 'StarryNight',
    names:
      'StarryNightChallenge StarryNightOfMyTown VanGoghYourPet RecreateVanGoghsBedroom PaintLikeVanGogh VanGoghSunflowers StarryNightInMyStyle VanGoghSwirls',
    also: 'starrynight',
  },
  'famous painting': {
    things: 'Frame Prop Costume Backdrop Scarf Pearl Towel Fruit',
    moves: 'MonaLisa StarryNight PearlEarring TheScream LivingPainting',
    verbs: 'Recreate Pose Paint',
    core: 'Frame MonaLisa Recreate',
    scenes: 'Louvre MonaLisa',
    names:
      'RecreateAFamousPainting GuessTheFamousPainting FamousPaintingFromMemory FamousPaintingInMyStyle YourPetInAFamousPainting MonaLisaMe LivingPaintingChallenge FamousPaintingWithCrayons',
    also: 'famousart artrecreation gettychallenge monalisa thescream greatwave waterlilies girlwithapearlearring americangothic',
  },
  charcoal: {
    things: 'Paper Eraser Stick Blender Sketchbook Pencil Tissue',
    moves: 'Portrait Eye Hand Face Skull Study',
    verbs: 'Draw Create',
    core: 'Sketchbook Portrait Draw',
    names:
      'CharcoalPortraitChallenge TenMinuteCharcoal CharcoalNoEraser DrawWithAnEraser CharcoalEyeChallenge CharcoalStillLife CharcoalFingersOnly DrawYourHandInCharcoal',
  },
  'colored pencil': {
    things: 'Pencil Sharpener Tin Eraser Paper Set Blender',
    moves: 'Rainbow Realism Portrait Fruit Eye Gradient',
    verbs: 'Color Create',
    core: 'Pencil Rainbow Color',
    names:
      'ColoredPencilRealism ThreeColoredPencils ColoredPencilOnBlackPaper OnePencilChallenge ColoredPencilOrPhoto CheapVsProPencils ColoredPencilBlendOff ColoredPencilSelfPortrait',
    also: 'colouredpencil colorpencil pencilcrayon',
  },
  marker: {
    things: 'Sketchbook Copic Posca Paper Case Swatch Refill',
    moves: 'Lettering Gradient Character Doodle Portrait',
    verbs: 'Color Draw',
    core: 'Sketchbook Doodle Color',
    names:
      '3MarkerChallenge BudgetVsProMarkers MarkerDoodleRelay MarkerBlendChallenge OneMarkerDrawing DrawWithDriedOutMarkers MarkerOnlyPortrait PerfectMarkerGradient',
    also: 'copic posca alcoholmarker',
  },
  ink: {
    things: 'Pen Brush Bottle Sketchbook Nib Paper Fineliner',
    moves: 'LineArt Portrait Splatter Landscape Doodle',
    verbs: 'Draw Sketch',
    core: 'Pen Splatter Draw',
    scenes: 'InkBlot Inktober',
    names:
      'NoPencilChallenge InkBlotMonster InkSplatChallenge InkWashLandscape InkWithAStick BlowInkIntoTrees CrosshatchAnApple DipPenFirstTry InkDrawingChallenge',
    also: 'inking penandink',
  },
  gouache: {
    things: 'Palette Brush Tube Sketchbook Jar Tape Swatch',
    moves: 'TinyPainting Landscape Cloud Cabin Food Flower',
    verbs: 'Paint Create',
    core: 'Brush Palette Paint',
    names:
      'TinyGouacheChallenge PaintYourDayInGouache GouacheInTenMinutes GouacheFoodChallenge ThreeColorGouache GouachePostcardSwap GouacheOnAStickyNote PaintTodaysSkyInGouache PaintYourPlantInGouache',
  },
  'oil pastel': {
    things: 'Pastel Paper Sketchbook Tissue Cloth Set',
    moves: 'Sunset Ocean Landscape Flower Sky Moon',
    verbs: 'Color Create',
    core: 'Pastel Sunset Color',
    names:
      'OilPastelSunsetChallenge OilPastelScratchArt ThreeOilPastelsOnly OilPastelInTenMinutes OilPastelOnBlackPaper FingerBlendChallenge CheapVsProPastels OilPastelFromMemory',
  },
  chalk: {
    things: 'Bucket Sidewalk Sponge Brush Tape Stencil Driveway',
    moves: 'SidewalkMural Portal Hopscotch Rainbow Illusion Lettering',
    verbs: 'Draw Color',
    core: 'Sidewalk Hopscotch Draw',
    scenes: 'Hopscotch SidewalkArt',
    names:
      'SidewalkChalkChallenge ChalkTheWalk 3DChalkIllusion ChalkWingsPhoto ChalkRainbowHopscotch ChalkKindnessNotes GuessMyChalkDrawing ChalkMuralWithFriends',
    also: 'chalkart sidewalkchalk',
  },
  'spray paint': {
    things: 'SprayCan Can Stencil PosterBoard Mask Glove Cap',
    moves: 'Planets Space Sunset Stencil Silhouette',
    verbs: 'Spray Design',
    core: 'SprayCan Stencil Spray',
    scenes: 'Graffiti StreetArt',
    names:
      'SprayPaintPlanets StencilAndSpray SprayPaintWithLeaves SprayPaintInFiveMinutes SprayPaintAThriftFind SprayPaintSilhouette SprayPaintSunset ThreeCanSprayPaint',
    also: 'spraypaintart',
  },
  abstract: {
    things: 'Canvas Palette Knife Tape Sponge Roller Brush',
    moves: 'Pour Splatter TapeReveal Blob Swipe Texture',
    verbs: 'Paint Pour',
    core: 'Canvas Splatter Paint',
    scenes: 'ModernArt',
    names:
      'PaintYourFeelings AbstractTapeReveal AbstractInThreeColors AbstractToMusic TurnAPhotoAbstract AbstractWithAnOldCard AbstractArtRelay PaintWithYourEyesClosed',
    also: 'abstractart',
  },
  realism: {
    things: 'Pencil Reference Eraser Paper Grid Photo',
    moves: 'Portrait Eye Hand Fruit Reflection Texture',
    verbs: 'Draw Create',
    core: 'Pencil Portrait Draw',
    names:
      'RealOrDrawn RealisticEyeChallenge BallpointRealism DrawAWaterDroplet DrawMyHandRealistic RealismInOneHour RealisticStrawberry RealismVsCartoon',
    also: 'hyperrealism realistic',
  },
  flower: {
    things: 'Vase Bouquet Petal Stem Press Brush Sketchbook',
    moves: 'Rose Tulip Daisy Lily Bouquet Wreath Peony',
    verbs: 'Paint Draw',
    core: 'Bouquet Petal Rose',
    scenes: 'FlowerField Bouquet FlowerShop',
    names:
      'OneFlowerADay FlowerInFiveStyles OneLineFlowerChallenge PressedFlowerArt HammeredFlowerPrint FlowerPetalPortrait PaintYourFavoriteFlower FlowerFromMemory',
    also: 'floral botanical',
  },
  'galaxy painting': {
    things: 'Galaxy Canvas Sponge Toothbrush Glitter Brush Palette',
    moves: 'Planet Moon Nebula Stars Cosmos MoonPhase',
    verbs: 'Paint Create',
    core: 'Galaxy Planet Stars Paint',
    scenes: 'MilkyWay OuterSpace',
    names:
      'FiveMinuteGalaxy GalaxyWithASponge GalaxyPaintingOnARock TinyGalaxyPainting GalaxySneakers SplatterTheStars GalaxyInAJar GalaxyOnAPhoneCase',
    also: 'spaceart spacepainting',
  },
  eye: {
    things: 'Iris Pencil Eraser Reference Sketchbook Mirror Charcoal',
    moves: 'Iris Lashes Reflection AnimeStyle Realism Tears',
    verbs: 'Draw Create',
    core: 'Iris Lashes Draw',
    scenes: 'EyeContact StaringContest',
    names:
      'DrawAnEyeChallenge EyeInFiveStyles AnimeVsRealEye DrawYourOwnEye GuessWhoseEye EyeReflectionChallenge OneEyeADay EyeFromMemory',
    also: 'eyedrawing',
  },
  tattoo: {
    things: 'Ink Sketchbook Fineliner Pen Stencil Flash Tablet',
    moves: 'FlashSheet Lettering Rose Butterfly Design Fineline',
    verbs: 'Design Sketch Draw',
    core: 'Ink Stencil Rose Design',
    scenes: 'TattooParlor FirstTattoo',
    names:
      'DesignMyTattoo TattooFromThreeWords TinyTattooChallenge FillAFlashSheet TurnMyDoodleIntoATattoo TemporaryTattooDIY MatchingTattooIdeas TattooSketchSwap OneLineTattoo',
    also: 'tattoodesign flashart',
  },
  henna: {
    things: 'Cone Paste Palm Pattern Design',
    moves: 'Mandala Vine Paisley Flower Bridal Finger',
    verbs: 'Draw Design',
    core: 'Palm Mandala Draw',
    scenes: 'MehndiNight HennaNight',
    names:
      'HennaStainReveal FiveMinuteHenna HennaForEid HennaMandalaPalm MatchingHennaChallenge OneFingerHenna HennaFromTheComments HennaForMom',
    also: 'mehndi',
  },
  'face paint': {
    things: 'Brush Sponge Palette Glitter Stencil Mirror',
    moves: 'Butterfly Tiger Rainbow Spiderweb Superhero Skull',
    verbs: 'Paint Design',
    core: 'Glitter Butterfly Paint',
    names:
      'GuessMyFacePaint FiveMinuteFacePaint OneStrokeFacePaint FacePaintFromTheComments SplitFacePaint MatchMyFacePaint FacePaintSwap FacePaintWrongHand',
    also: 'facepainting',
  },
  'pumpkin carving': {
    things: 'Pumpkin Stencil Scoop Candle Carver Lantern',
    moves: 'JackOLantern ScaryFace Silhouette Portrait Pattern',
    verbs: 'Carve Design',
    core: 'Pumpkin JackOLantern ScaryFace',
    scenes: 'PumpkinPatch JackOLantern Halloween',
    names:
      'PumpkinCarveOff GuessMyPumpkin NoCarvePumpkin PumpkinLightReveal PumpkinPortraitOfMyPet TinyPumpkinCarving PumpkinCarvingRelay PumpkinCarvingIn10',
    also: 'jackolantern',
  },
  'easter egg': {
    things: 'Egg Dye Cup Sticker Crayon Basket Paint Glitter',
    moves: 'Marbling TieDye Ombre Speckled Patterns',
    verbs: 'Dye Paint',
    core: 'Egg Basket Dye',
    scenes: 'EggHunt EasterSunday EasterBasket',
    names:
      'EasterEggDyeOff EggColorReveal EasterEggMarbling OnionSkinEasterEggs EasterEggCharacters SilkTieEasterEggs CrayonResistEggs DoodleEggChallenge',
    also: 'eggdecorating',
  },
  'card making': {
    things: 'Card Cardstock Envelope Stamp Ribbon Sticker Glue Stencil',
    moves: 'PopUp Birthday Thanks Shaker Lettering',
    verbs: 'Design Stamp Fold',
    core: 'Card Envelope PopUp',
    scenes: 'GreetingCard',
    names:
      'PopUpCardChallenge ShakerCardChallenge OneStampManyCards CardMakingSwap CardInTenMinutes CardMakingWithScraps CardMakingRelay HandmadeCardChallenge',
    also: 'handmadecard greetingcard popupcard mothersdaycard',
  },
  'rock painting': {
    things: 'Rock Pebble PaintPen Brush Sealer Garden',
    moves: 'Ladybug Cactus DotMandala Smiley Animal Kindness',
    verbs: 'Paint Design',
    core: 'Rock Pebble Ladybug Paint',
    scenes: 'PetRock KindnessRocks',
    names:
      'KindnessRocks HideARock PaintARockPet DotMandalaRock TicTacToeRocks StoryStones RockPaintingSwap PaintYourPetOnARock PaintedRockChallenge',
    also: 'paintedrocks kindnessrocks',
  },
  mandala: {
    things: 'Pen Compass Ruler DottingTool Circle Paper',
    moves: 'DotArt Flower Petal Ring Symmetry Lotus',
    verbs: 'Draw Color',
    core: 'Circle Symmetry Draw',
    names:
      'DotMandalaChallenge FinishMyMandala MandalaFromNature FreehandMandala ColorTheSameMandala ChalkMandalaChallenge TinyMandalaADay MandalaFromYourName',
    also: 'dotart dotmandala',
  },
  zentangle: {
    things: 'Pen Tile Sketchbook Pattern Border Marker',
    moves: 'Pattern Maze Doodle Tangle Fill',
    verbs: 'Draw Doodle',
    core: 'Pattern Maze Doodle',
    names:
      'ZentangleAnAnimal ZentangleYourHand ZentangleYourName ZentangleADay ZentangleTileSwap ZentangleInTenMinutes ZentangleYourShoes FillThePageWithTangles',
  },
  mosaic: {
    things: 'Tile Glass Mirror Frame Tray Shell Pebble Grout',
    moves: 'Sunburst Portrait Tabletop Pattern Coaster',
    verbs: 'Tile Arrange Design',
    core: 'Tile Pebble Pattern',
    names:
      'MosaicReveal CerealMosaicChallenge MosaicYourPet PaperMosaicPortrait EggshellMosaic MosaicSteppingStone MosaicFromOldTiles BottleCapMosaic',
  },
  lego: {
    things: 'Brick Minifig Baseplate Set Plate Tile Piece',
    moves: 'SpeedBuild FreeBuild Diorama Spaceship House Castle',
    verbs: 'Build Design Stack',
    core: 'Brick Minifig Build',
    scenes: 'MasterBuilder BrickByBrick',
    names:
      'LegoBuildOff 100PieceLegoChallenge BlindfoldedLegoDare FinishMyLegoScene MakeYourDinnerInLego LegoArtIn10Minutes LegoMosaicPortrait LegoBrickRelay LegoMysteryBagMashup',
    also: 'legobuild brickbuild',
  },
  sandcastle: {
    things: 'Bucket Shovel Moat Tower Shell Beach Wave',
    moves: 'Castle Tower Dragon Mermaid Turtle Sculpture',
    verbs: 'Build Sculpt Dig',
    core: 'Bucket Shovel Moat Build',
    scenes: 'BeachDay LowTide',
    names:
      'BeatTheTide SandcastleBuildOff TallestSandcastle DripSandcastle SandDragonChallenge SandcastleInTenMinutes SandcastleWithOneBucket SculptYourPetInSand SandcastleRelay',
    also: 'sandsculpture',
  },
  snowman: {
    things: 'Carrot Scarf Hat Button Mitten Broom Snowball',
    moves: 'SnowFamily Igloo SnowAngel Sculpture Fort',
    verbs: 'Build Sculpt',
    core: 'Carrot Scarf Snowball Build',
    scenes: 'SnowDay FirstSnow',
    names:
      'SnowmanBuildOff TinySnowmanChallenge UpsideDownSnowman SnowmanLookalike DressUpYourSnowman TallestSnowman SculptASnowPet FastestSnowman',
    also: 'snowsculpture',
  },
  slime: {
    things: 'Glue Glitter Bead Foam Charm Container Activator',
    moves: 'Fluffy Butter Crunchy Cloud Clear Glossy',
    verbs: 'Make Create',
    core: 'Glitter Fluffy Crunchy',
    scenes: 'SlimeTime',
    names:
      '3BowlsOfSlime FixMySlime LongestSlimeStretch SlimeSwapChallenge 3IngredientSlime RainbowSlime CloudSlimeReveal GiantSlimeBatch',
  },
  playdoh: {
    things: 'Mold Roller Cutter Tub Stamp Tray Mat',
    moves: 'TinyFood Cake Pizza Animal Sculpture Swirl',
    verbs: 'Sculpt Create',
    core: 'Tub Swirl Sculpt',
    names:
      'PlayDohPictionary PlayDohBakeOff PlayDohPortrait BlindfoldPlayDoh PlayDohParentVsKid PlayDohAnimalIn60Seconds PlayDohYourPet PlayDohTwoColorsOnly',
    also: 'playdough',
    spelled: 'PlayDoh',
  },
  animation: {
    things: 'Flipbook Tablet Sketchbook Frame Storyboard Lightbox',
    moves: 'WalkCycle BouncingBall Flipbook Loop Character',
    verbs: 'Animate Draw',
    core: 'Flipbook Character Animate',
    scenes: 'FrameByFrame Flipbook',
    names:
      'FlipbookChallenge BallBounceAnimation 12FrameAnimation AnimateMyDoodle WalkCycleChallenge StickyNoteAnimation AnimationRelay AnimateYourPet',
    also: 'animating animator 2danimation',
  },
  'stop motion': {
    things: 'Clay Camera Tripod Lego Puppet Prop Set',
    moves: 'Claymation BrickFilm FoodMotion Walk Loop',
    verbs: 'Animate Build',
    core: 'Puppet Claymation Animate',
    scenes: 'FrameByFrame Claymation',
    names:
      'RoomCleansItself StopMotionYourToys StopMotionBreakfast HumanStopMotion ClaymationMe 100FrameStopMotion StickyNoteStopMotion StopMotionRelay',
    also: 'claymation',
  },
  sticker: {
    things: 'Vinyl Sheet Laptop Bottle Cutter Holo Decal',
    moves: 'Kawaii Character Design DieCut Holo',
    verbs: 'Design Draw',
    core: 'Sheet Decal Laptop',
    scenes: 'StickerBook',
    names:
      'TurnYourPetIntoASticker MakeYourOwnStickers StickerSheetChallenge StickerBombMyLaptop StickerSwapByMail DrawMeAsASticker HoloStickerReveal OneStickerADay',
    also: 'stickerdesign',
  },
  miniature: {
    things: 'Dollhouse Clay Tweezers Glue Furniture Shelf',
    moves: 'TinyFood MiniRoom Diorama TinyBook MiniCake',
    verbs: 'Build Sculpt Paint',
    core: 'Dollhouse TinyFood Build',
    scenes: 'TinyWorld',
    names:
      'MiniatureOfMyRoom MiniatureFoodChallenge SmallerThanACoin MakeItTiny BuildAMiniatureCafe MiniatureFromRecycling MiniatureBookChallenge MiniatureInAMatchbox',
    also: 'dollhouse diorama',
  },
  cardboard: {
    things: 'Box Tape Scissors Glue Tube Paint Marker',
    moves: 'Castle Robot Arcade Fort Costume MarbleRun',
    verbs: 'Build Design',
    core: 'Box Tape Fort Build',
    scenes: 'BoxFort',
    names:
      'BiggestCardboardFort CardboardMarbleRun BuildACardboardArcade CardboardCostumeChallenge OneBoxChallenge CardboardCatCastle CardboardTinyCity CardboardCarChallenge',
    also: 'cardboardbox cardboardcraft',
  },
  weaving: {
    things: 'Loom Yarn Comb Dowel Fringe Shuttle',
    moves: 'WallHanging Coaster Tapestry Rug Bookmark',
    verbs: 'Weave Create',
    core: 'Loom Yarn Weave',
    names:
      'CardboardLoomChallenge WeaveOnABranch WeaveWithScraps FirstWovenWallHanging WeaveARainbow WeaveWithAnything PaperWeaving WeaveABookmark WeavingInAWeekend',
    also: 'loom tapestry',
  },
  linocut: {
    things: 'Block Ink Roller Paper Stamp Carving',
    moves: 'Print Stamp Card Poster Tote',
    verbs: 'Carve Print',
    core: 'Block Ink Stamp Print',
    names:
      'LinocutPrintReveal LinocutYourPet LinocutToteBag FirstLinocut TwoColorLinocut EraserStampChallenge LinocutWrappingPaper LinocutHolidayCard',
    also: 'blockprint printmaking linoprint blockprinting stampcarving',
  },
  'film photography': {
    things: 'Film Camera Roll Disposable Lens Flash Negative Scanner',
    moves: 'Portrait FirstRoll DoubleExposure LightLeak Grain',
    verbs: 'Snap Capture Develop',
    core: 'Film Camera Snap',
    scenes: 'Darkroom FilmRoll',
    names:
      'OneRollOfFilmChallenge FirstRollReveal GuessFilmOrDigital FilmVsPhoneChallenge DoubleExposureChallenge DisposableCameraSwap ShootFilmForAWeek FilmPhotoWalk OneShotPerHour',
    also: 'filmcamera 35mm disposablecamera',
  },
  polaroid: {
    things: 'Camera Film Frame Album Wall Print Flash',
    moves: 'PhotoWall Selfie Portrait Collage Instant',
    verbs: 'Snap Capture',
    core: 'Camera Film Snap',
    scenes: 'PolaroidWall',
    names:
      'OnePolaroidADay LastPolaroidInThePack PolaroidDevelopReveal PolaroidScavengerHunt DoodleOnAPolaroid BuildAPolaroidWall PolaroidPhotoWalk OneShotPolaroidChallenge',
    also: 'instax instantcamera',
  },
  coloring: {
    things: 'Crayon Pencil Marker Book Page GelPen Sharpener',
    moves: 'Mandala Rainbow Gradient Pattern Flower Animal',
    verbs: 'Color Create',
    core: 'Crayon Page Color',
    scenes: 'ColoringPage',
    names:
      'SameColoringPageChallenge ColoringBookGlowUp OnlyThreeColors DrawYourOwnColoringSheet ParentVsKidColoring ColoringRelay ColorOutsideTheLines BlindfoldColoring',
    also: 'coloringbook colouring',
  },
  'paint by numbers': {
    things: 'Canvas Brush Kit Palette Frame Pot',
    moves: 'Landscape Flower Portrait Reveal Detail',
    verbs: 'Paint Create',
    core: 'Canvas Kit Reveal Paint',
    names:
      'PaintByNumbersReveal PaintByNumbersWrongColors OneHourPaintByNumbers CustomPaintByNumbers ThriftedPaintByNumbers PaintByNumbersGlowUp TinyPaintByNumbers PaintByNumbersRelay',
    also: 'paintbynumber',
  },
  amigurumi: {
    things: 'Yarn Hook Stuffing SafetyEye StitchMarker Pattern',
    moves: 'Plushie Bunny Octopus Whale Frog Bear',
    verbs: 'Stitch Make',
    core: 'Yarn Plushie Stitch',
    names:
      'AmigurumiYourPet AmigurumiAlong TinyPlushieChallenge AmigurumiInADay AmigurumiFromScraps DesignYourOwnAmigurumi SmallestAmigurumi AmigurumiForMyBestie',
    also: 'crochetplushie',
  },
  'granny square': {
    things: 'Yarn Hook Skein StitchMarker Colorway Scissors',
    moves: 'Blanket Cardigan BucketHat Vest Tote Pillow',
    verbs: 'Stitch Make',
    core: 'Yarn Blanket Stitch',
    scenes: 'Crochet',
    names:
      'GrannySquareScrapYarn GrannySquareCardigan SquareADay FirstGrannySquare GrannySquareSwap GrannySquareBucketHat GrannySquareTote TenMinuteGrannySquare',
  },
  'needle felting': {
    things: 'Wool Needle FoamPad Roving Wire Eye',
    moves: 'TinyAnimal Mushroom PetMini Bunny Fox',
    verbs: 'Felt Sculpt',
    core: 'Wool TinyAnimal Felt',
    names:
      'NeedleFeltYourPet TinyFeltFriends NeedleFeltAMushroom FirstNeedleFelt FeltedFoodChallenge OneHourNeedleFelt NeedleFeltSwap NeedleFeltMyDoodle',
    also: 'felting feltcraft',
  },
  bookbinding: {
    things: 'Book Paper Thread Cover Needle Glue Spine Awl',
    moves: 'Journal Sketchbook Notebook MiniBook Rebind',
    verbs: 'Bind Sew Design',
    core: 'Book Journal Bind',
    names:
      'MakeYourOwnSketchbook RestoreAThriftFind BookbindingFirstVsTenth BindAMiniBook BookbindYourKidsStories ScrapPaperJournal HandboundGift BookbindingInAnHour',
    also: 'rebinding',
  },
  zine: {
    things: 'Paper Stapler Marker Scissors Glue Copier Cover',
    moves: 'Collage Comic Lettering OnePager Cover',
    verbs: 'Design Draw',
    core: 'Stapler Collage Comic',
    scenes: 'ZineFest',
    names:
      'OnePageZine ZineSwap ZineAboutMyTown PassTheZine ZineInAnHour CollageZineChallenge MakeAZine ZineOfMyFavoriteThings',
    also: 'fanzine',
  },
  'screen printing': {
    things: 'Screen Squeegee Ink Tee Tote Frame Stencil',
    moves: 'TeePrint ToteDesign Poster FirstPull MultiColor',
    verbs: 'Print Design',
    core: 'Squeegee Tee Print',
    scenes: 'PrintShop',
    names:
      'ScreenPrintReveal PrintYourOwnTee TwoColorScreenPrint HoopScreenPrint ScreenPrintATote ScreenPrintFamilyShirts ScreenPrintPoster ScreenPrintYourHoodie',
    also: 'screenprint silkscreen',
  },
  'stained glass': {
    things: 'Glass Window Suncatcher Foil Solder Cutter',
    moves: 'Suncatcher WindowArt Panel Mosaic Butterfly',
    verbs: 'Design Paint',
    core: 'Window Suncatcher',
    scenes: 'Cathedral ChurchWindow',
    names:
      'StainedGlassSuncatcher FauxStainedGlass StainedGlassReveal StainedGlassPetPortrait FirstStainedGlassPanel StainedGlassButterfly StainedGlassWithTissue StainedGlassWindowDoodle',
    also: 'suncatcher',
  },
  'pressed flower': {
    things: 'Book Petal Frame Press Resin Bookmark Card Leaf',
    moves: 'Bookmark Frame Card Collage PhoneCase',
    verbs: 'Arrange Create',
    core: 'Petal Leaf Bookmark',
    scenes: 'FlowerPress',
    names:
      'PressedFlowerReveal PressOneFlowerADay FromGardenToFrame PressedFlowerPortrait PressedFlowerBookmark PressedFlowerArt PressedFlowerPhoneCase GuessThePressedFlower',
    also: 'flowerpressing',
  },
  terrarium: {
    things: 'Jar Moss Pebble Fern Succulent Figurine Soil Glass',
    moves: 'TinyWorld MossGarden Landscape Desert Forest',
    verbs: 'Build Create',
    core: 'Jar Moss TinyWorld',
    scenes: 'BottleGarden TinyWorld',
    names:
      'TinyWorldInAJar TerrariumOneYearLater TerrariumReveal TerrariumBuildOff ThriftJarTerrarium MossTerrariumChallenge TerrariumUnder10Dollars TerrariumInATeacup',
  },
  'flower arranging': {
    things: 'Vase Bouquet Ribbon Shears Peony Tulip Stem',
    moves: 'Bouquet Centerpiece GroceryBouquet Ikebana Wreath',
    verbs: 'Arrange Create',
    core: 'Vase Bouquet Arrange',
    scenes: 'Florist FlowerShop FlowerMarket',
    names:
      'GroceryStoreBouquet FlowerArrangeOff OneStemThreeWays ThreeFlowerChallenge FlowersFromTheYard BouquetUnder20Dollars FlowersInAMug FiveMinuteBouquet',
    also: 'ikebana floralarrangement bouquet',
  },
  wreath: {
    things: 'Hoop Ribbon Greenery Pinecone Door Bow Berry Eucalyptus',
    moves: 'FrontDoor DriedFloral Christmas Seasonal Hoop',
    verbs: 'Weave Create',
    core: 'Ribbon Pinecone Greenery',
    names:
      'WreathReveal WreathFromTheYard WreathUnder10Dollars WreathForEverySeason FrontDoorMakeover WreathMakingChallenge PaperPlateWreath OneHourWreath',
  },
  ornament: {
    things: 'Bauble Glitter Clay Felt Ribbon Tree Photo Paint',
    moves: 'SaltDough ClayStar FeltStar ClearBauble Snowflake',
    verbs: 'Paint Design',
    core: 'Bauble Tree Glitter',
    scenes: 'TreeTrimming ChristmasTree',
    names:
      'SaltDoughOrnament OrnamentSwap ClearOrnamentFill HandprintOrnament OrnamentEveryYear HandmadeOrnamentChallenge FeltOrnamentChallenge OrnamentFromOldCards',
    also: 'christmasornament bauble',
  },
  quilling: {
    things: 'Paper Strip Tool Glue Card Frame',
    moves: 'Flower Heart Monogram Spiral Teardrop',
    verbs: 'Design Create',
    core: 'Paper Strip Spiral',
    names:
      'QuillYourName QuillingFlowerChallenge QuillAButterfly QuillAGreetingCard FirstQuillingProject QuilledEarrings QuillYourPet QuillingInAnHour',
  },
  'paper mache': {
    things: 'Balloon Newspaper Paste Glue Paint Bowl',
    moves: 'Mask Bowl Planet Pinata Animal Sculpture',
    verbs: 'Sculpt Paint',
    core: 'Balloon Newspaper Mask',
    names:
      'PaperMacheMaskChallenge PaperMachePinata PaperMacheBowl PaperMachePlanet PaperMacheMonster PaperMacheReveal MadeFromNewspaper PaperMacheDinoEgg',
    also: 'papiermache',
  },
  marbling: {
    things: 'Tray Paint Paper Comb Water Ink',
    moves: 'Swirl Pattern Feather Reveal Wave',
    verbs: 'Create Design',
    core: 'Paint Water Swirl',
    names:
      'MarbleAMugChallenge ShavingCreamMarbling WaterMarblingChallenge MarbledPaperChallenge DipAndReveal MarbledSilkScarf MarbleAFlowerPot MarblingFirstTry',
    also: 'papermarbling',
  },
  'hydro dipping': {
    things: 'Sneaker Mug Skateboard Tub SprayPaint Bottle Controller',
    moves: 'Swirl SneakerDip Reveal Pattern Galaxy',
    verbs: 'Spray Create',
    core: 'Sneaker Tub Swirl',
    names:
      'HydroDipReveal HydroDipYourShoes HydroDipYourController HydroDipAPumpkin HydroDipMysteryColors HydroDipFirstTry DipEverything HydroDipAMug',
    also: 'hydrodip',
  },
  'custom shoes': {
    things: 'Sneaker Paint Brush Tape Laces Sole Marker',
    moves: 'CustomAF1 Design Reveal Drip Galaxy',
    verbs: 'Paint Design Customize',
    core: 'Sneaker Paint Customize',
    scenes: 'CustomKicks Sneakerhead',
    names:
      'ShoeCustomReveal MatchingCustomShoes CustomizeThriftedShoes ShoesFromMyKidsDrawing MismatchedCustomShoes PaintYourSneakers CustomShoesForAFriend CustomizeMyKicks',
    also: 'customsneakers sneakercustom',
  },
  tufting: {
    things: 'Yarn Gun Frame Rug Cloth Shears Carpet',
    moves: 'Rug RugReveal Mirror Coaster Outline',
    verbs: 'Tuft Design',
    core: 'Yarn Rug Tuft',
    names:
      'TuftedRugReveal TuftYourPet TuftMyDoodle TuftYourFavoriteSnack TuftAMushroom TuftAMirror FirstTuftingProject TuftInOneDay',
    also: 'rugtufting rugmaking',
  },
  'punch needle': {
    things: 'Needle Hoop Yarn Cloth Pattern Pillow',
    moves: 'Pillow Coaster MirrorFrame Loops Flower',
    verbs: 'Punch Create',
    core: 'Yarn Hoop Loops',
    names:
      'PunchNeedleYourPet FirstPunchNeedleProject PunchNeedlePillow PunchNeedleAMushroom PunchNeedleYourName PunchNeedleCoasterSet PunchNeedleInAnHour PunchNeedleTote',
  },
  'perler beads': {
    things: 'Pegboard Bead Tweezers Pattern Iron Keychain',
    moves: 'PixelArt Keychain Coaster Sprite Magnet Bowl',
    verbs: 'Design Create',
    core: 'Pegboard Bead PixelArt',
    names:
      'PerlerYourPet PerlerBeadBowl PerlerBeadKeychain PerlerYourFavoriteGame PerlerPixelArt PerlerIronReveal 3DPerlerBuild PerlerBeadCoasters',
    also: 'perler hamabeads fusebeads',
  },
  'diamond painting': {
    things: 'Gem Drill Pen Tray Canvas Kit Frame',
    moves: 'Butterfly Landscape Flower Cat Reveal',
    verbs: 'Create Design',
    core: 'Gem Canvas Reveal',
    names:
      'DiamondPaintingReveal FinishADiamondPainting DiamondPaintingSpeedrun DiamondPaintYourPet DiamondPaintingRelay TinyDiamondPainting DiamondPaintingTimelapse DiamondPaintingCoaster',
    also: 'diamondart',
  },
  'model kit': {
    things: 'Kit Paint Decal Base Figure Brush Glue',
    moves: 'Robot Diorama Car Spaceship Figure',
    verbs: 'Build Paint Snap',
    core: 'Kit Robot Build',
    scenes: 'HobbyShop',
    names:
      'BoxToShelf ModelKitSpeedBuild ModelKitNoInstructions WeatherYourModelKit BuildAModelKitDiorama PaintYourModel BudgetModelKitGlowUp ModelKitInADay',
    also: 'gunpla scalemodel gundam',
  },
  'snow globe': {
    things: 'Jar Glitter Figurine Water Tree Snow Base',
    moves: 'WinterScene Miniature ShakeReveal Village',
    verbs: 'Build Design',
    core: 'Snow Glitter ShakeReveal',
    names:
      'DIYSnowGlobe SnowGlobeOfMyTown SummerSnowGlobe WinterInAJar SnowGlobeReveal SnowGlobeOfMyPet TinySnowGlobe SnowGlobeGiftSwap',
  },
  'fairy garden': {
    things: 'Pot Moss Door House Pebble Figurine Bridge Mushroom',
    moves: 'TinyHouse FairyDoor MossLawn Path Miniature',
    verbs: 'Build Create',
    core: 'Moss FairyDoor TinyHouse',
    scenes: 'Fairyland',
    names:
      'FairyDoorChallenge FairyGardenReveal FairyGardenInATeacup BuildAFairyHome FairyGardenFromScraps FairyGardenUnder10Dollars FairyGardenBuildOff FairyGardenMakeover',
  },
  birdhouse: {
    things: 'Bird Wood Paint Roof Perch Brush Seed Door',
    moves: 'Cottage Rainbow Shingles Decorating',
    verbs: 'Paint Build',
    core: 'Bird Perch Build',
    names:
      'BirdhouseBuildOff FirstBirdhouseVisitor MyHomeAsABirdhouse BirdhouseMakeover MilkCartonBirdhouse BirdhouseFromScrapWood BirdhouseUnder10Dollars PaintABirdhouse',
  },
  pinata: {
    things: 'Cardboard TissuePaper Glue Candy Rope Fringe Stick',
    moves: 'Unicorn Star Number Llama Heart',
    verbs: 'Build Design',
    core: 'TissuePaper Unicorn Llama',
    scenes: 'PinataParty',
    names:
      'DIYPinata PinataFromABox NumberPinataChallenge PullStringPinata MiniPinataChallenge PinataBuildOff PinataOfMyPet PinataInAnAfternoon',
  },
  puppet: {
    things: 'Sock Felt GooglyEye Button Yarn Glue Stage',
    moves: 'SockCharacter PaperBagBuddy Show Voice Marionette',
    verbs: 'Sew Craft Perform',
    core: 'Sock GooglyEye Perform',
    scenes: 'PuppetShow',
    names:
      'SockPuppetChallenge PuppetShowChallenge PuppetOfYourself PaperBagPuppet ShadowPuppetShow FingerPuppetFamily PuppetTellsTheNews PuppetDuet',
    also: 'sockpuppet',
  },
  keychain: {
    things: 'Charm Bead Clay Resin Ring Letter Tassel',
    moves: 'BeadCharm ClayCharm NameCharm ResinCharm Tassel',
    verbs: 'Design Make Bead',
    core: 'Charm Bead Tassel',
    names:
      'KeychainOfYourPet ClayKeychainChallenge ShrinkPlasticKeychain BeadedNameKeychain KeychainSwap MakeYourOwnKeychain TinyFoodKeychain KeychainReveal',
  },
  canvas: {
    things: 'Brush Easel Palette Tape Frame Acrylic Knife',
    moves: 'Sunset Abstract Silhouette TapeReveal Pour Texture',
    verbs: 'Paint Create',
    core: 'Brush Easel Paint',
    scenes: 'BlankCanvas PaintNight',
    names:
      'OneCanvasThreeArtists BlankCanvasChallenge TinyCanvasChallenge CanvasReveal PaintOverAThriftCanvas PaintACanvasTote CanvasInThreeColors PaintOnBlackCanvas',
    also: 'canvaspainting',
  },
  sketchbook: {
    things: 'Pencil Pen Marker Sticker Tape Cover Page Spread',
    moves: 'Tour Doodle Spread Study CoverArt',
    verbs: 'Draw Doodle',
    core: 'Pencil Page Doodle',
    names:
      'FirstVsLastPage FillTheSketchbook SketchbookUglyDoodle PassTheSketchbook OneHourSketchbookSpread SketchbookCoverGlowUp SketchbookStreak RedrawFromMyOldSketchbook',
    also: 'sketchbooktour',
  },
  'art supplies': {
    things: 'Marker Paint Brush Pencil Palette Pen Sketchbook Tape',
    moves: 'Haul Swatch DeskTour CheapVsPricey Unboxing',
    verbs: 'Swatch Test Organize',
    core: 'Marker Brush Haul',
    scenes: 'ArtStore CraftStore',
    names:
      'BudgetVsProArtSupplies ArtSupplyUseItUp UsingMyKidsArtSupplies MysteryArtSupplies ArtSupplySwap DollarStoreArtChallenge OneArtSupplyChallenge ArtWithKitchenSupplies',
    also: 'artsupply artdesk',
  },
  'art block': {
    things: 'Prompt Sketchbook Jar Dice Playlist Timer Pencil',
    moves: 'PromptJar RandomPrompt WarmUp QuickSketch StyleSwap',
    verbs: 'Draw Doodle Create',
    core: 'Prompt Sketchbook Doodle',
    scenes: 'BlankPage',
    names:
      'BeatArtBlock ArtBlockPromptJar DrawFromTheComments ArtBlockDiceRoll DrawTheLastThingYouAte ArtBlockWarmUp MasterStudyChallenge SketchWalkForArtBlock',
  },
  'art prompt': {
    things: 'Prompt Dice Wheel Jar Timer List Word',
    moves: 'RandomPrompt SpinTheWheel WordPrompt DailyPrompt',
    verbs: 'Draw Paint Create',
    core: 'Prompt Dice Draw',
    names:
      'SpinTheArtWheel TwoWordArtPrompt MyKidPicksThePrompt OnePromptThreeArtists PromptADay ArtPromptFromTheComments PromptJarChallenge ArtPromptSwap',
    also: 'drawingprompt',
  },
  inktober: {
    things: 'Pen Ink Brush Sketchbook PromptList Bottle',
    moves: 'Creature Portrait LineArt DailyPrompt Linework',
    verbs: 'Ink Draw',
    core: 'Pen Ink DailyPrompt',
    names:
      'InktoberGuessThePrompt 31DaysOfInk InktoberFirstVsLast InktoberBallpointOnly InktoberStyleSwap InktoberInOneLine InktoberWithAFriend InktoberCatchUp',
    also: 'drawtober',
  },
  mermay: {
    things: 'Sketchbook Pencil Shell Pearl Wave Scale Seaweed',
    moves: 'Mermaid MermaidTail Underwater OC Redesign',
    verbs: 'Draw Design Paint',
    core: 'Shell Mermaid Draw',
    scenes: 'UnderTheSea MermaidCove',
    names:
      'DrawYourselfAsAMermaid MermayYourPet MermayOceanAnimalMashup MermayTailDesign MermayInMyStyle MermayPromptADay WatercolorMermay MermayStyleSwap',
  },
  'art style': {
    things: 'Sketchbook Tablet Pencil Palette Reference Character',
    moves: 'Cartoon Anime Chibi Realism Portrait StyleSwap',
    verbs: 'Draw Redraw',
    core: 'Sketchbook StyleSwap Draw',
    names:
      'ArtStyleSwap DrawMeInYourStyle ArtStyleCartoonVsReal SameCharacterFiveStyles ArtStyleEvolution ArtStyleRedrawKidArt FindYourArtStyle GuessTheArtStyle',
  },
  redraw: {
    things: 'Sketchbook Tablet OldDrawing Meme Screenshot Reference',
    moves: 'ChildhoodDrawing MemeRemake Scene Character OldVsNew',
    verbs: 'Draw Create',
    core: 'OldDrawing OldVsNew Draw',
    names:
      'RedrawMyOldArt RedrawYourKidsDrawing RedrawYourChildhoodArt RedrawThisScene RedrawAMeme RedrawAMoviePoster RedrawFromMemory RedrawEveryYear',
    also: 'redrawchallenge',
  },
  'art trade': {
    things: 'Sketchbook Tablet Postcard Print Sticker Character',
    moves: 'Portrait Character OCSwap StyleSwap SketchSwap Collab',
    verbs: 'Draw Create',
    core: 'Character SketchSwap Draw',
    names:
      'ArtTradeReveal BlindArtTrade ArtTradeFinishMySketch ArtTradeByMail DrawMyCharacter CharacterSwapChallenge ArtTradeWithMyKid ArtTradeAcrossTheWorld',
    also: 'artswap',
  },
  'one line drawing': {
    things: 'Pen Fineliner Paper Sketchbook Marker',
    moves: 'Portrait Face Cat Hand Flower',
    verbs: 'Draw Create',
    core: 'Pen Face Draw',
    names:
      'NeverLiftThePen OneLinePortrait OneLineCatChallenge OneLineYourFamily OneLineDrawingIn60Seconds OneLineYourName OneLineDrawingRelay OneLineChallenge',
    also: 'oneline continuousline',
  },
  'blind contour': {
    things: 'Pen Paper Mirror Timer Blindfold Sketchbook',
    moves: 'PartnerPortrait SelfPortrait BlindPortrait Hand',
    verbs: 'Draw Create',
    core: 'Blindfold BlindPortrait Draw',
    names:
      'DrawMeWithoutLooking BlindContourPortrait BlindContourSwap BlindContourYourHand BlindContourFamily BlindContourThenColor BlindContourYourPet BlindDrawingChallenge',
    also: 'blinddrawing',
  },
  'wrong hand': {
    things: 'Pencil Pen Marker Sketchbook Paper Crayon',
    moves: 'Portrait SelfPortrait Signature Doodle Lettering',
    verbs: 'Draw Write Sketch',
    core: 'Pencil Signature Write',
    names:
      'WrongHandGuessWhatIDrew WrongVsRightHand WrongHandPortrait WrongHandSignature WrongHandDrawsMyPet BothHandsAtOnce WrongHandColoring WrongHandForAWeek',
    also: 'nondominanthand offhand',
  },
  'pet portrait': {
    things: 'Photo Canvas Pencil Paint Frame Sketchbook',
    moves: 'CatPortrait DogPortrait CartoonPet Watercolor Fur',
    verbs: 'Paint Draw Sketch',
    core: 'Photo DogPortrait CatPortrait Paint',
    names:
      'PetPortraitReveal PetPortraitRequests PaintYourPet PetPortraitInThreeColors BadlyDrawnPet PetInMyStyle PetPortraitInOneLine PetPortraitFromMemory',
    also: 'petdrawing',
  },
  dragon: {
    things: 'Sketchbook Clay Pencil Marker Egg Wing Scale',
    moves: 'Hatchling Egg Creature Wings Hoard',
    verbs: 'Draw Sculpt Design',
    core: 'Wing Scale Egg',
    scenes: 'DragonsLair DragonEgg',
    names:
      'DesignADragon DragonYourPet DragonEggChallenge DragonFromAScribble DragonInMyStyle ClayDragonChallenge DrawYourDragonsHoard OneLineDragon',
  },
  unicorn: {
    things: 'Glitter Marker Crayon Sketchbook Horn Rainbow',
    moves: 'RainbowMane Cake Doodle Plushie Horn',
    verbs: 'Draw Paint Sparkle',
    core: 'Horn Rainbow Sparkle',
    names:
      'UnicornYourPet UnicornInMyStyle RainbowManeChallenge UnicornHornHeadband ParentVsKidUnicorn ClayUnicornChallenge UnicornInOneLine DrawAUnicorn',
  },
  butterfly: {
    things: 'Wings Paint Paper Glitter Wire Marker Crayon',
    moves: 'SymmetryPrint WingPattern PaperWings Monarch',
    verbs: 'Paint Draw Fold',
    core: 'Wings Monarch',
    scenes: 'Metamorphosis Cocoon',
    names:
      'ButterflyPrintReveal CoffeeFilterButterfly PaperButterflyWall DesignYourOwnButterfly PaintAButterflyWing ButterflyFromLeaves ButterflyInOneLine ButterflyInMyStyle',
  },
  cloud: {
    things: 'Sky Sponge Brush CottonBall Canvas Palette Sketchbook',
    moves: 'Sunset SkyWash CottonCandySky Storm Rainbow',
    verbs: 'Paint Create',
    core: 'Sky CottonBall Rainbow',
    scenes: 'CloudWatching',
    names:
      'CloudDoodleChallenge WhatDoYouSeeInTheClouds PaintTheClouds OneCloudADay CottonBallClouds CloudInFiveMinutes CloudsFromMyWindow CloudInAJar',
  },
  moon: {
    things: 'Star Canvas Sponge Brush Palette Silver Glitter',
    moves: 'Crescent NightSky Eclipse Stars Owl',
    verbs: 'Paint Create',
    core: 'Star Crescent NightSky',
    scenes: 'FullMoon Moonlight MoonLanding',
    names:
      'DrawTonightsMoon MoonPhaseChallenge MoonOverMyTown PaintTheMoon ClayMoonWallHanging MoonlitSilhouette MoonInFiveMinutes FullMoonArt',
    also: 'moonpainting',
  },
  seascape: {
    things: 'Canvas Brush Palette Shell Sand Resin',
    moves: 'Wave SeaFoam Shoreline Sunset Lighthouse',
    verbs: 'Paint Pour',
    core: 'Shell Sand Wave',
    scenes: 'Seaside OceanView',
    names:
      'PaintTheWaves SeaFoamChallenge SeascapeOnAShell TinySeascapeChallenge ResinSeascape SeascapeInTenMinutes PaintTheSeaFromMemory DriftwoodSeascape',
    also: 'wavepainting oceanpainting',
  },
  lighthouse: {
    things: 'Beacon Canvas Brush Palette Sketchbook Pencil Watercolor',
    moves: 'Seascape Sunset StormyNight Wave Beacon Coast',
    verbs: 'Paint Sketch Draw',
    core: 'Beacon Wave Coast',
    names:
      'StormyLighthouseChallenge LighthouseInMyStyle ClayPotLighthouse LighthouseSketchOff LighthouseInOneLine LighthouseAtNight PaintTheLighthouse LighthouseInTenMinutes',
  },
  sky: {
    things: 'Cloud Canvas Brush Palette Sponge Sketchbook Phone',
    moves: 'Sunset Cloud StarryNight Gradient CottonCandy',
    verbs: 'Paint Capture',
    core: 'Cloud Sunset Gradient',
    scenes: 'OpenSky Stargazing',
    names:
      'PaintTodaysSky SkyGradientChallenge PaintACottonCandySky SkyFromMorningToNight SkyInFiveMinutes TradeSkiesWithAFriend SilhouetteOnASunsetSky SkyInThreeColors',
    also: 'skypainting',
  },
  cityscape: {
    things: 'Sketchbook Pen Pencil Watercolor Building Skyline',
    moves: 'Skyline NightCity Rooftops Street Bridge Cafe',
    verbs: 'Sketch Paint Draw',
    core: 'Building Skyline Sketch',
    scenes: 'Skyline CityLights Downtown',
    names:
      'DrawYourCity CityscapeFromMyWindow SkylineInOneLine UrbanSketchChallenge PaintANeonCityscape CityscapeFromMemory TinyCityscape CityscapeInTenMinutes',
    also: 'urbansketch urbansketching',
  },
  'still life': {
    things: 'Fruit Vase Bottle Apple Lemon Flower Cloth Jug',
    moves: 'FruitBowl Flowers Breakfast Shadows Teacup',
    verbs: 'Paint Draw Arrange',
    core: 'Fruit Vase Paint',
    names:
      'DrawWhatsOnYourTable StillLifeOfMyBag TenMinuteStillLife FruitBowlChallenge StillLifeWithOneLight SnackStillLifeChallenge StillLifeFromTheFridge StillLifeInThreeColors',
  },
  'figure drawing': {
    things: 'Pencil Charcoal Sketchbook Timer Mannequin Reference',
    moves: 'QuickPose Gesture Hands Pose Dancer',
    verbs: 'Draw Sketch',
    core: 'Mannequin Pose Sketch',
    names:
      '30SecondFigureDrawing StrikeAPoseIllDrawIt FigureDrawingInTenLines FigureDrawingFromTV StickFigureGlowUp DrawTheDancer FigureDrawingInMyMirror FigureDrawingFromAStatue',
    also: 'gesturedrawing lifedrawing',
  },
  skull: {
    things: 'Sketchbook Pencil Paint Flower Candle Marker',
    moves: 'Calavera Floral Study DiaDeMuertos',
    verbs: 'Draw Paint',
    core: 'Flower Calavera Draw',
    names:
      'FloralSkullChallenge SkullInMyStyle SugarSkullArt SkullInOneLine SkullFromThreeAngles ClaySkullPlanter CuteSkullDoodle DrawASkullChallenge',
    also: 'sugarskull',
  },
  picasso: {
    things: 'Canvas Brush Marker Paper Guitar Palette',
    moves: 'CubistPortrait Face BluePeriod Abstract SelfPortrait',
    verbs: 'Paint Draw',
    core: 'Canvas CubistPortrait Paint',
    scenes: 'BluePeriod',
    names:
      'PicassoYourself PicassoYourPet PaintLikePicasso PicassoOneLineDog BluePeriodChallenge CubistFaceCollage PicassoWithCrayons PicassoInFiveMinutes',
    also: 'cubism',
  },
  monet: {
    things: 'Canvas Brush Palette Easel Pond StrawHat',
    moves: 'WaterLilies Garden Haystack Sunrise Bridge',
    verbs: 'Paint Create',
    core: 'Pond WaterLilies Paint',
    scenes: 'WaterLilies',
    names:
      'WaterLiliesChallenge MonetYourGarden PaintLikeMonet MonetOneViewAllDay ImpressionistMe MonetWithCottonSwabs MonetBridgeChallenge MonetSunriseSketch',
    also: 'impressionism',
  },
  'frida kahlo': {
    things: 'Flower Crown Mirror Canvas Brush Parrot',
    moves: 'SelfPortrait FlowerCrown FolkArt Portrait',
    verbs: 'Paint Draw Recreate',
    core: 'Flower FlowerCrown SelfPortrait',
    scenes: 'Frida',
    names:
      'FridaSelfPortrait FridaFlowerCrown FridaYourPet PaintLikeFrida FridaMirrorPortrait FridaKahloColors FridaKahloFolkArt FridaInMyStyle',
    also: 'frida',
  },
  banksy: {
    things: 'Stencil SprayPaint Balloon Wall Canvas Frame',
    moves: 'StencilArt Balloon Silhouette Rat Shred',
    verbs: 'Stencil Spray',
    core: 'Stencil Balloon Spray',
    scenes: 'BalloonGirl StreetArt',
    names:
      'BanksyStencil StencilYourself BanksyBalloonChallenge BanksyShredReveal BanksyYourPet BanksyOnCardboard BanksyInMyStyle BanksyStyleTote',
  },
  'pop art': {
    things: 'Marker Paint Dot Comic Palette Canvas',
    moves: 'Portrait ComicPanel SoupCan BenDayDots',
    verbs: 'Paint Print',
    core: 'Dot Comic SoupCan',
    scenes: 'Warhol',
    names:
      'PopArtYourself PopArtYourPet PopArtYourSnack BenDayDotsChallenge FourColorPopArt PopArtWithBubbleWrap PopArtSpeechBubble PopArtFamily',
    also: 'warhol andywarhol',
  },
  kusama: {
    things: 'Sticker Paint Canvas Dot Pumpkin Mirror',
    moves: 'PolkaDots DotPumpkin InfinityRoom DotEverything',
    verbs: 'Paint Create',
    core: 'Dot Pumpkin PolkaDots',
    scenes: 'InfinityRoom',
    names:
      'DotEverything KusamaPumpkin KusamaYourBedroom MirrorBallGarden KusamaStyleSelfie DIYInfinityRoom KusamaYourShoes PaintLikeKusama',
    also: 'yayoikusama',
  },
  'da vinci': {
    things: 'Notebook Sketch Mirror Pen Quill Wing',
    moves: 'MirrorWriting Invention MonaLisa AnatomySketch',
    verbs: 'Sketch Invent Draw',
    core: 'MonaLisa Invention Sketch',
    scenes: 'MonaLisa Renaissance',
    names:
      'MirrorWritingChallenge BuildADaVinciBridge DaVinciInventionSketch VitruvianMe DaVinciNotebookPage SketchLikeDaVinci DaVinciFlyingMachine MonaLisaMe',
  },
  surrealism: {
    things: 'Canvas Brush Clock Eye Moon Door Cloud',
    moves: 'DreamScene MeltingClock Collage ImpossibleObject',
    verbs: 'Paint Imagine Draw',
    core: 'Clock MeltingClock Imagine',
    scenes: 'MeltingClock FeverDream',
    names:
      'PaintYourDream MeltingClockChallenge SurrealSelfPortrait FoldAndPassDrawing SurrealismFromTwoWords SurrealPhotoIllusion SurrealCollageChallenge MakeItSurreal',
    also: 'dali surreal',
  },
  rangoli: {
    things: 'Powder Chalk Flower Petal Diya Stencil',
    moves: 'Lotus Peacock Mandala Kolam PetalDesign',
    verbs: 'Draw Design',
    core: 'Powder Petal Lotus',
    scenes: 'Diwali',
    names:
      'DiwaliRangoliChallenge PetalRangoliChallenge RangoliInTenMinutes ColoredRiceRangoli RangoliWithKitchenTools FamilyRangoli ChalkRangoli RangoliReveal',
    also: 'kolam',
  },
  kite: {
    things: 'Paper Stick String Tail Tape Ribbon',
    moves: 'Diamond BoxFrame TailDesign FirstFlight',
    verbs: 'Build Create',
    core: 'String Tail FirstFlight',
    scenes: 'WindyDay KiteFestival',
    names:
      'KiteFlyOff FlyYourHomemadeKite BuildAKiteChallenge PlasticBagKite TinyKiteChallenge PaintYourKite DecorateYourKiteTail KiteFromRecycling',
    also: 'kitemaking',
  },
  'handmade gift': {
    things: 'Card Jar Bracelet Frame Bookmark Mug Ribbon Photo',
    moves: 'MemoryJar PhotoBook PaintedMug Card Scrapbook',
    verbs: 'Make Craft',
    core: 'Card Ribbon Make',
    scenes: 'GiftExchange SecretSanta',
    names:
      'HandmadeGiftSwap HandmadeGiftReaction HandmadeGiftUnder5Dollars MadeForMom MemoryJarGift HandmadeGiftForTeacher WrapItHandmade MakeAGiftInAnHour',
    also: 'diygift',
  },
  'kids craft': {
    things: 'Glue Crayon PaperPlate Pompom GooglyEye Glitter PipeCleaner',
    moves: 'PaperPlateCraft HandprintArt SaltPainting CardboardBuild',
    verbs: 'Make Color Glue',
    core: 'GooglyEye PipeCleaner PaperPlate',
    scenes: 'ArtsAndCrafts',
    names:
      'KidsDirectTheCraft KidsCraftFromRecycling RainyDayCraft PaperPlateAnimals CardboardTubeCritters PipeCleanerPets HandprintKeepsake CraftWithMyKids',
    also: 'kidsart preschoolcraft',
  },
  crayon: {
    things: 'Box Paper ColoringPage Sharpener Marker Candle',
    moves: 'Rainbow WaxResist Rubbing Scribble Drawing',
    verbs: 'Color Draw',
    core: 'ColoringPage Rainbow Color',
    scenes: 'CrayonBox',
    names:
      'CrayonRealismChallenge OneCrayonChallenge UseAll64Crayons CrayonRubbingHunt CrayonResistPainting MeltedCrayonArt CrayonVsColoredPencil MakeNewCrayonsFromOld',
    also: 'crayola',
  },
  'finger painting': {
    things: 'Paint Paper Apron Tray Canvas',
    moves: 'Handprint Fingerprint Dots Rainbow Sunset Swirl',
    verbs: 'Paint Create',
    core: 'Paint Handprint Fingerprint',
    names:
      'NoBrushesAllowed FingerPaintASunset FingerprintAnimals FingerPaintSelfPortrait FingerPaintChallenge FingerPaintAMasterpiece MessyArtDay FingerPaintingForGrownups',
    also: 'fingerpaint',
  },
  'bubble letters': {
    things: 'Marker Pen Sketchbook Paper Highlighter',
    moves: 'Name DropShadow 3DLetters Gradient Outline',
    verbs: 'Draw Letter',
    core: 'Marker Name Letter',
    names:
      'BubbleLetterNameRequests BubbleLetterAlphabet WriteItInBubbles 3DBubbleLetters DrippyBubbleLetters BubbleLetterGlowUp BubbleLettersInOneMinute BubbleLetterChallenge',
    also: 'bubbleletter',
  },
  'golden hour': {
    things: 'Camera Phone Lens Window Field Sun',
    moves: 'Silhouette Portrait LensFlare ShadowPlay Selfie',
    verbs: 'Capture Snap',
    core: 'Sun Silhouette Capture',
    scenes: 'MagicHour Sunset',
    names:
      'GoldenHourPortrait GoldenHour10MinuteShoot GoldenHourAtHome GoldenHourSilhouette GoldenHourShadowPlay PaintTheGoldenHour GoldenHourLensFlare GoldenHourPhoneOnly',
    also: 'goldenhourphotography',
  },
  macro: {
    things: 'Lens Phone Camera Flower Leaf Dewdrop Insect',
    moves: 'Closeup Droplet Texture Eye Snowflake',
    verbs: 'Capture Create',
    core: 'Lens Dewdrop Closeup',
    scenes: 'BugsEyeView',
    names:
      'GuessTheMacro MacroKitchenHunt MacroWithYourPhone DewdropMacro MacroPetNose ExtremeCloseUp MacroSnowflake MacroPhotoChallenge',
    also: 'macrophotography closeup',
  },
  'light painting': {
    things: 'Flashlight Glowstick Camera Tripod Phone',
    moves: 'LightWriting Portal LightOrb Trails Name',
    verbs: 'Draw Capture',
    core: 'Flashlight LightWriting Draw',
    names:
      'LightPaintYourName LightPaintingPortal LightPaintingOrb LightPaintAnAnimal LightPaintingWings PhoneLightPainting LongExposureChallenge GlowStickArt',
    also: 'longexposure',
  },
  'product photography': {
    things: 'Backdrop Prop Light Bottle Phone Reflector',
    moves: 'SplashShot FlatLay Levitation Backlight',
    verbs: 'Style Light Capture',
    core: 'Backdrop FlatLay Light',
    scenes: 'FlatLay',
    names:
      'SetupVsResult MakeItLookExpensive ProductShotChallenge SplashFreezeFrame ProductPhotoWithOneLight LevitatingProduct PhoneProductPhotography BedsheetStudio',
  },
  'street photography': {
    things: 'Camera Phone Street Shadow Sign Window',
    moves: 'Candid Shadows Reflection Silhouette Crowd',
    verbs: 'Capture Snap',
    core: 'Street Candid Snap',
    scenes: 'PhotoWalk',
    names:
      'StreetPhotoColorHunt PuddleReflectionPhoto StreetPhotographyShadows StreetPhotoNoFaces OneLensPhotoWalk StreetSignsAlphabet SameCornerAllDay StreetPhotoInTheRain',
    also: 'photowalk',
  },
  satisfying: {
    things: 'Slime Paint KineticSand Soap Wax Resin Palette Knife Foam Glitter',
    moves: 'PaintPour ColorMix SoapCutting PeelOff SandCut Blend',
    verbs: 'Mix Pour Peel Squish Cut',
    core: 'KineticSand PaintPour Squish',
    scenes: 'SoapCutting',
    names:
      'SatisfyingTapePeel OddlySatisfyingArt SatisfyingPaintPour MixThePerfectColor SatisfyingSoapCarving SatisfyingSandCut SatisfyingGradient SatisfyingPaletteClean',
    also: 'oddlysatisfying',
  },
  color: {
    things: 'Palette Paint Marker Swatch Wheel Crayon Brush Rainbow Pencil Canvas',
    moves: 'PaintMix Swatch Gradient Blend Monochrome Ombre',
    verbs: 'Mix Blend Shade Match',
    core: 'Rainbow Palette Mix',
    scenes: 'ColorWheel',
    names:
      'GuessTheColorMix MatchThisColor ColorPaletteFromMyRoom OneColorChallenge ColorWheelChallenge NameThisColor ColorScavengerHunt ThreeColorsOnly',
    also: 'colour',
  },
  rainbow: {
    things: 'Paint Marker Crayon Cloud Arch Stripes Sky Glitter Yarn Beads',
    moves: 'Gradient Swatch Blend Ombre Layers Stripes',
    verbs: 'Paint Blend Layer Color',
    core: 'Stripes Arch Color',
    scenes: 'PotOfGold',
    names:
      'RainbowScavengerHunt RainbowInOrder RainbowBookshelf RainbowTapeReveal ClosetRainbow RainbowFruitArt PaintARainbow RainbowSwatchChallenge',
  },
  red: {
    things: 'Apple Rose Heart Cherry Strawberry Ladybug Lipstick Cardinal Paint Marker',
    moves: 'Monochrome Shading Swatch Blend Still Life',
    verbs: 'Paint Shade Blend',
    core: 'Heart Rose Apple',
    scenes: 'RedCarpet',
    names:
      'OnlyRedChallenge ShadesOfRed FindTenRedThings PaintItRed RedStillLife RedAppleRealism RedOnBlackPaper RedRoseSketch',
  },
  blue: {
    things: 'Ocean Sky Wave Whale Jeans Sea Paint Marker Moon Denim',
    moves: 'Monochrome Shading Swatch Blend Gradient',
    verbs: 'Paint Shade Blend',
    core: 'Ocean Sky Whale',
    scenes: 'BlueMoon',
    names:
      'OnlyBlueChallenge ShadesOfBlue CyanotypeSunPrint OceanInBlue FindTenBlueThings BlueSelfPortrait PaintItBlue FeelingBlueArt',
  },
  green: {
    things: 'Leaf Frog Plant Forest Grass Cactus Lime Moss Paint Marker',
    moves: 'Monochrome Shading Swatch Blend Gradient',
    verbs: 'Paint Shade Blend',
    core: 'Leaf Grass Frog',
    scenes: 'GreenThumb',
    names:
      'OnlyGreenChallenge ShadesOfGreen MixYourOwnGreens GreenLeafRealism GreenScavengerHunt PaintItGreen GreenFrogDoodle GreenSelfPortrait',
  },
  black: {
    things: 'Ink Charcoal Paper Marker Cat Night Silhouette Shadow Pen Canvas',
    moves: 'Inking Silhouette Shading Contrast Negative Space',
    verbs: 'Ink Shade Outline',
    core: 'Night Ink Silhouette',
    scenes: 'BlackTie',
    names:
      'BlackPaperChallenge BlackoutPoetry BlackSilhouetteArt ScratchboardArt BlackCatDoodle InkOnlyChallenge PaintItBlack BlackInkLandscape',
  },
  purple: {
    things: 'Grape Lavender Plum Galaxy Amethyst Violet Paint Marker Sunset Flower',
    moves: 'Monochrome Shading Swatch Blend Gradient',
    verbs: 'Paint Shade Blend',
    core: 'Lavender Violet Galaxy',
    names:
      'OnlyPurpleChallenge ShadesOfPurple MixThePerfectPurple PurpleGalaxyArt PaintALavenderField PurpleScavengerHunt PurpleSunsetChallenge PaintItPurple',
  },
  yellow: {
    things: 'Sun Lemon Sunflower Banana Duck Bee Star Paint Marker Daisy',
    moves: 'Monochrome Shading Swatch Blend Gradient',
    verbs: 'Paint Shade Blend',
    core: 'Sun Sunflower Banana',
    names:
      'OnlyYellowChallenge ShadesOfYellow SunflowerSketch LemonStillLife YellowScavengerHunt YellowDuckDoodle YellowSelfPortrait PaintSomethingYellow',
  },
  orange: {
    things: 'Pumpkin Sunset Leaf Fox Tiger Carrot Goldfish Paint Marker Fire',
    moves: 'Monochrome Shading Swatch Blend Gradient',
    verbs: 'Paint Shade Blend',
    core: 'Pumpkin Sunset Carrot',
    names:
      'OnlyOrangeChallenge OrangePeelArt ShadesOfOrange SunsetInOrange OrangeFoxDoodle DoodleOnAnOrange OrangeScavengerHunt PaintItOrange',
  },
  gold: {
    things: 'Leaf Foil Paint Frame Glitter Crown Coin Ring Trophy Star',
    moves: 'Gilding Foiling Shimmer Kintsugi Accent Metallic',
    verbs: 'Gild Shine Paint',
    core: 'Crown Trophy Shine',
    scenes: 'GoldRush GoldMedal GoldStar',
    names:
      'GoldLeafChallenge AddATouchOfGold FixItWithGold GoldFoilPortrait GoldLeafLettering GoldThriftFlip GoldAndBlackChallenge GoldPenDoodle',
  },
  silver: {
    things: 'Foil Paint Leaf Glitter Mirror Moon Frame Spoon Chrome Star',
    moves: 'Foiling Shimmer Chrome Accent Metallic',
    verbs: 'Shine Paint Polish',
    core: 'Chrome Foil Shine',
    scenes: 'SilverScreen SilverLining',
    names:
      'SilverLeafChallenge SilverOnBlackPaper SilverMoonPainting DrawYourSilverLining SilverFoilEmboss FoilArtChallenge ChromePaintChallenge SilverThriftFlip',
  },
  neon: {
    things: 'Sign Lights Glow Paint Marker Highlighter Blacklight Tube Night Sky',
    moves: 'GlowPaint LightSign Highlight Blacklight Outline',
    verbs: 'Glow Outline Light',
    core: 'Sign Lights Glow',
    scenes: 'NeonLights Blacklight',
    names:
      'NeonSignDIY NeonPortraitChallenge BlacklightPainting GlowInTheDarkArt NeonOnBlackPaper NeonGlowDrawing HighlighterOnlyArt NeonCityscape',
  },
  skeleton: {
    things: 'Skull Bones Ribs Hands Pumpkin Costume Pencil Ink Chalk Sketch',
    moves: 'Anatomy Sketch Doodle Pose Facepaint Redraw',
    verbs: 'Draw Sketch Paint',
    core: 'Skull Bones Costume',
    scenes: 'Halloween Graveyard',
    names:
      'CottonSwabSkeleton SkeletonOfYourPet SkeletonPoseChallenge SkeletonHandDoodle SkeletonDanceFlipbook SpookySkeletonArt SkeletonFacePaint GlowSkeletonGloves',
  },
  architecture: {
    things: 'Building Tower Bridge Facade Window Arch Column Skyline Dome Blueprint',
    moves: 'Perspective Sketch UrbanSketch Blueprint ModelBuild LineDrawing',
    verbs: 'Sketch Draw Build Design',
    core: 'Building Blueprint Design',
    scenes: 'Skyscraper Skyline',
    names:
      'SketchYourStreet DesignYourDreamHouse ArchitectureInOneLine DoorsOfMyTown ArchitectureFromMemory BuildAPaperSkyscraper ArchitectureSketchOff ArchitectureInCardboard ArchitectureSketchWalk',
  },
  doll: {
    things: 'Barbie Dress Wig Shoes Fabric Face Hair Furniture Box Shelf',
    moves: 'Repaint Makeover Restyle MiniHouse Sewing Reroot',
    verbs: 'Repaint Sew Style Restyle',
    core: 'Dress Hair Makeover Style',
    scenes: 'Dollhouse',
    names:
      'DollRepaintChallenge DollThatLooksLikeMe DollMakeover ShoeboxDollhouse DollClothesFromScraps TinyDollFurniture DollPhotoshoot DollHairRestyle',
  },
  labubu: {
    things: 'Outfit Charm BlindBox Bag Ears Teeth Plush Sticker Hat Beads',
    moves: 'Customize Outfit Unboxing Repaint Accessory KeychainDIY',
    verbs: 'Customize Sew Style Decorate',
    core: 'Plush BlindBox Teeth',
    scenes: 'BlindBox',
    names:
      'CrochetALabubuOutfit CustomizeYourLabubu DrawYourLabubu ClayLabubuCharm LabubuInMyStyle LabubuPhotoshoot LabubuDiorama DesignYourOwnLabubu',
  },
  seashell: {
    things: 'Shell Sand Beach Glue Jar Frame Mirror Starfish Pearl Driftwood Shore',
    moves: 'ShellArt Mosaic Wreath Necklace Frame Painting',
    verbs: 'Paint Glue Collect Arrange',
    core: 'Shell Beach Starfish Collect',
    scenes: 'Seashore TidePool BeachDay',
    names:
      'SeashellCharacters SeashellMosaic PaintedShellChallenge SeashellWindChime ShellMirrorMakeover SeashellRainbow SeashellJewelry BeachTreasureArt',
    also: 'shell',
  },
  naruto: {
    things: 'Headband Ramen Scroll Leaf Kunai Fox Sharingan Akatsuki Cloud Eye',
    moves: 'HandSigns NinjaRun ShadowClone Rasengan Chibi Redraw',
    verbs: 'Draw Redraw Ink',
    core: 'Headband Ramen NinjaRun',
    scenes: 'NarutoRun',
    names:
      'NarutoYourself DesignYourHeadband DrawNarutoFromMemory NarutoInMyStyle DesignYourOwnNinja DrawTheSharingan NarutoRamenArt NarutoClayFigure',
  },
  'one piece': {
    things: 'StrawHat Ship Flag Map Treasure Crew Luffy Zoro Bounty Jolly',
    moves: 'WantedPoster Redraw Chibi JollyRoger GearFive Crew',
    verbs: 'Draw Redraw Ink',
    core: 'StrawHat Treasure Ship',
    scenes: 'StrawHatCrew PirateKing',
    names:
      'OnePieceWantedPoster DesignYourJollyRoger DesignYourDevilFruit OnePieceYourself OnePieceCrewOfFriends MakeAStrawHat OnePieceRedraw DrawLuffyChallenge',
  },
  'demon slayer': {
    things: 'Haori Katana Checkers Mask Butterfly Flame Water Sword Bamboo Box',
    moves: 'BreathingStyle Redraw Chibi Pattern Cosplay Haori',
    verbs: 'Draw Paint Redraw',
    core: 'Haori Checkers Mask',
    names:
      'DesignYourHaori DesignYourBreathingStyle DemonSlayerYourself DemonSlayerInMyStyle DemonSlayerFromMemory MakeAFoxMask DemonSlayerSketchOff DemonSlayerYourPet',
  },
  'attack on titan': {
    things: 'Wings Wall Cape Scout Gear Titan Eren Levi Badge Emblem',
    moves: 'Redraw Chibi Emblem Cosplay Sketch Wings',
    verbs: 'Draw Redraw Ink',
    core: 'Titan Wall Wings',
    names:
      'AttackOnTitanYourself DrawYourTitan ScoutEmblemArt DesignYourScoutCape AttackOnTitanSketchOff AttackOnTitanInMyStyle AttackOnTitanFromMemory AttackOnTitanChibi',
    also: 'aot',
  },
  'my hero academia': {
    things: 'Quirk Costume Deku Bakugo AllMight UA Gloves Hero Badge Hair',
    moves: 'QuirkDesign HeroCostume Redraw Chibi Cosplay Smash',
    verbs: 'Draw Design Redraw',
    core: 'Hero Quirk Costume',
    names:
      'DesignYourQuirk DrawYourHeroCostume MHAYourself MHAQuirkSwap MHAVillainRedesign MHAChibiChallenge MyHeroAcademiaFromMemory MHAStyleChallenge',
    also: 'mha bokunoheroacademia',
  },
  'studio ghibli': {
    things: 'Totoro Soot Sprite Cat Bus Meadow Sky Castle Bread Garden',
    moves: 'Landscape Watercolor Redraw FoodScene CozyScene Painting',
    verbs: 'Paint Draw Redraw',
    core: 'Totoro Meadow CozyScene',
    scenes: 'Totoro SpiritedAway',
    names:
      'GhibliYourTown GhibliFoodArt GhibliYourPet GhibliSkyPainting SootSpriteDoodle GhibliCozyRoom StudioGhibliFromMemory GhibliStyleChallenge',
    also: 'ghibli miyazaki',
  },
  totoro: {
    things: 'Umbrella Leaf Acorn Soot Forest Rain CatBus Tree Bus Stop',
    moves: 'Watercolor Doodle Felting Amigurumi Clay Sketch',
    verbs: 'Paint Draw Sculpt Crochet',
    core: 'Umbrella CatBus Forest',
    scenes: 'CatBus Ghibli',
    names:
      'TotoroBusStopScene CrochetATotoro TotoroClayChallenge TotoroInTheRain TotoroFromMemory TotoroYourPet TotoroInMyStyle TotoroPaintedRock',
  },
  'spirited away': {
    things: 'NoFace Bathhouse Dragon Train Lantern Soot Chihiro Haku Spirit Bridge',
    moves: 'Watercolor Redraw Sketch Clay Lantern Scene',
    verbs: 'Paint Draw Sculpt',
    core: 'NoFace Bathhouse Train',
    scenes: 'Ghibli',
    names:
      'BathhouseDiorama SpiritedAwayTrainScene NoFaceClayFigure SpiritedAwayFoodArt SpiritedAwayInMyStyle ChihiroCosplay SpiritedAwayFromMemory DrawHakuAsADragon',
  },
  'interior design': {
    things: 'Moodboard Sofa Lamp Rug Wallpaper Paint Shelf Plants Swatch Mirror',
    moves: 'Moodboard Makeover Floorplan AccentWall Styling Render',
    verbs: 'Design Style Paint Arrange',
    core: 'Sofa Moodboard Makeover',
    scenes: 'DreamHome HomeMakeover',
    names:
      'OneRoomThreeStyles InteriorDesignShoebox MoodboardToReality InteriorDesignSwap AccentWallDIY InteriorDesignUnder100 SketchYourDreamSpace InteriorDesignForMyCat',
  },
  'home decor': {
    things: 'Vase Candle Frame Mirror Shelf Pillow Rug Plant Lamp Wreath',
    moves: 'GalleryWall ThriftFlip Upcycle ShelfStyling DupeDIY Makeover',
    verbs: 'Style Paint Hang Upcycle',
    core: 'Vase Pillow GalleryWall',
    scenes: 'Housewarming GalleryWall',
    names:
      'ThriftFlipDecor ShopYourHome GalleryWallDIY HighEndDecorDupe DecorUnder20Dollars ShelfStylingChallenge SeasonalDecorSwap DIYDecorChallenge',
    also: 'decor',
  },
  'room makeover': {
    things: 'Paint Wallpaper Shelf Lights Rug Desk Bed Mirror Posters Plants',
    moves: 'AccentWall PeelAndStick GalleryWall Rearrange DIY Paint',
    verbs: 'Paint Style Rearrange Hang',
    core: 'Posters Lights Rearrange',
    scenes: 'DreamRoom DormRoom',
    names:
      'BeforeAndAfterRoom ZeroDollarRoomMakeover RoomMakeoverSurprise SiblingRoomMakeover RoomMakeoverUnder100 RearrangeMyRoom DormRoomMakeover RoomMakeoverInAWeekend',
    also: 'bedroommakeover',
  },
  treehouse: {
    things: 'Ladder Planks Rope Branch Roof Window Lantern Swing Nails Map',
    moves: 'Blueprint Build Sketch Model Design Paint',
    verbs: 'Build Design Draw',
    core: 'Branch Planks Build',
    scenes: 'TreeFort',
    names:
      'DesignYourDreamTreehouse TwigTreehouse TreehouseFromCardboard TreehouseSketchOff TreehouseForMyCat BlueprintYourTreehouse TreehouseInMyStyle FamilyTreehouseBuild',
  },
  fantasy: {
    things: 'Dragon Castle Map Sword Elf Fairy Potion Crown Forest Unicorn',
    moves: 'MapDrawing CreatureDesign Worldbuilding CharacterDesign Landscape',
    verbs: 'Draw Design Paint Imagine',
    core: 'Dragon Castle Fairy Imagine',
    scenes: 'OnceUponATime FairyTale',
    names:
      'FantasyMapOfMyTown DesignACreature FantasyVersionOfMyPet FantasyBookCover DrawYourselfAsAnElf PotionBottleCraft FantasyCastleSketch FantasyCharacterChallenge',
  },
  'sci fi': {
    things: 'Robot Spaceship Planet Alien Helmet Laser Neon Galaxy City Suit',
    moves: 'ConceptArt Spaceship Robot Cityscape CharacterDesign Mech',
    verbs: 'Draw Design Build',
    core: 'Robot Spaceship Alien',
    scenes: 'OuterSpace Year3000',
    names:
      'DesignASciFiSpaceship DrawYourOwnAlien YourTownInTheYear3000 SciFiHelmetFromCardboard SciFiSelfPortrait SciFiGadgetDesign SciFiMechSketch DrawARobotChallenge',
    also: 'sciencefiction',
  },
  'dia de muertos': {
    things: 'Marigold SugarSkull Altar Candle PapelPicado Calavera Photo Flowers Bread Mask',
    moves: 'SugarSkull PapelPicado Ofrenda Facepaint Marigolds Catrina',
    verbs: 'Paint Decorate Cut Create',
    core: 'Marigold SugarSkull PapelPicado Decorate',
    scenes: 'Ofrenda SugarSkull',
    names:
      'BuildAnOfrenda DiaDeMuertosPapelPicado DiaDeMuertosMarigolds SugarSkullArt CatrinaFacePaint DiaDeMuertosAlebrije PaintAnAncestorPortrait DiaDeMuertosFamilyCraft',
    also: 'diadelosmuertos dayofthedead',
  },
  'ganesh chaturthi': {
    things: 'Clay Idol Modak Flowers Lotus Paint Diya Decor Rangoli Mandap',
    moves: 'ClayIdol Rangoli Decoration EcoIdol Painting',
    verbs: 'Sculpt Paint Decorate',
    core: 'Idol Modak Lotus',
    names:
      'EcoFriendlyGanesha GanpatiDecorReveal GanpatiRangoliChallenge GaneshaInOneLine DrawGaneshaChallenge GaneshaFromOneClayBall PaintADiyaForGanpati GaneshChaturthiCard',
    also: 'ganpati',
  },
  'raksha bandhan': {
    things: 'Rakhi Thread Beads Sister Brother Gift Card Sweets Thali Bow',
    moves: 'RakhiMaking Beading ThaliDecor Card Wrapping',
    verbs: 'Make Tie Decorate',
    core: 'Rakhi Sister Brother Tie',
    names:
      'HandmadeRakhi RakhiForMyBrother RakhiThaliDecor RakhiFromScraps RakhiCardForSibling RakhiInTenMinutes RakshaBandhanGiftWrap ClayBeadRakhi',
    also: 'rakhi',
  },
  etsy: {
    things: 'Shop Order Sticker Print Packaging Label Jewelry Mug Studio Listing',
    moves: 'PackAnOrder ProductShot StudioVlog SmallBatch Mockup',
    verbs: 'Make Pack Ship Design',
    core: 'Shop Order Packaging Ship',
    scenes: 'EtsyShop',
    names:
      'PackAnEtsyOrder FirstEtsySale LaunchOnEtsyInAWeek EtsyProductShotChallenge EtsyThankYouNotes RateMyEtsyShop EtsyStudioTour EtsyPackagingGlowUp',
  },
  bubble: {
    things: 'Wand Soap Straw Paint Paper Giant Foam Bowl Tray Sky',
    moves: 'SoapPainting Print Blow Pop Swirl',
    verbs: 'Blow Pop Print Paint',
    core: 'Wand Blow Pop',
    scenes: 'BubbleBath',
    names:
      'FreezeABubble BubblePaintingChallenge GiantBubbleChallenge PaintABubble BubbleWrapPrint BubbleSnakeArt BubbleWandDIY BubbleReflectionPhoto',
  },
  planner: {
    things: 'Stickers Pen Washi Stamp Highlighter Calendar Tabs Notebook Cover Ruler',
    moves: 'WeeklySpread MonthlySetup Stickering Lettering Tracker Doodle',
    verbs: 'Plan Decorate Write',
    core: 'Calendar Stickers Plan',
    names:
      'PlannerGlowUp WeeklySpreadChallenge MinimalVsMaximalPlanner PlannerStickerSwap DIYPlanner PlannerCoverPage TenMinutePlannerSpread PlannerDoodleChallenge',
  },
  'black and white': {
    things: 'Ink Charcoal Pencil Paper Film Camera Shadow Chessboard Zebra Pen',
    moves: 'Contrast Shading Inking Silhouette Crosshatch Portrait',
    verbs: 'Ink Shade Capture',
    core: 'Zebra Chessboard Contrast',
    scenes: 'FilmNoir SilentFilm',
    names:
      'BlackAndWhiteMovieScene BlackAndWhitePortrait MonochromeMonday AddOneColor BlackAndWhitePhotoWalk InkOnlyArt CheckerboardDoodle BlackAndWhiteStillLife',
  },
  leaves: {
    things: 'Leaf Branch Tree Acorn Twig Paper Crayon Frame Glue Wreath',
    moves: 'LeafRubbing LeafPrint LeafCrown Pressing Collage Mandala',
    verbs: 'Press Print Arrange Rub',
    core: 'Leaf Tree Branch',
    scenes: 'LeafPile Autumn FallFoliage',
    names:
      'LeafRubbingChallenge LeafAnimals FallLeavesGradient LeafMandala PaintOnALeaf LeafPrintTote LeafCrown AutumnLeafCollage',
    also: 'leaf fallleaves autumnleaves',
  },
  fog: {
    things: 'Streetlight Bridge Forest Lamppost Window Headlight Hill Silhouette Lighthouse Harbor',
    moves: 'MoodyShot SilhouetteWalk LightRay GhostlyPose LayerFade',
    verbs: 'Shoot Blur Fade Haze',
    core: 'Streetlight Forest Haze',
    scenes: 'FoggyMorning',
    names:
      'FogPhotoChallenge DrawOnAFoggyWindow FogSilhouetteChallenge FogInWatercolor FoggyForestSketch FoggyMorningPhotoWalk StreetlightInTheFog FogInCharcoal',
    also: 'foggy mist misty',
  },
  dandelion: {
    things: 'Seed Puff Breeze Field Lawn Crown Bee Petal Stem Sky',
    moves: 'WishBlow SeedFlight FlowerCrown PuffCatch SlowMoPuff',
    verbs: 'Blow Wish Press Sketch',
    core: 'Puff Seed Wish',
    names:
      'DandelionInResin PaintWithDandelions DandelionFlowerCrown DandelionWishArt DandelionInOneLine DandelionPressArt PaintADandelion DandelionPuffSketch',
    also: 'dandelionwish',
  },
  sunflower: {
    things: 'Petal Seed Field Stem Vase Bee Canvas Sunbeam Leaf Basket',
    moves: 'PetalStudy SunChase FieldPortrait VanGoghCopy TallestOne SeedSpiral',
    verbs: 'Paint Grow Sketch Bloom',
    core: 'Petal Seed Field Bloom',
    scenes: 'SunflowerField',
    names:
      'SunflowerFieldPortrait PaintYourSunflowerGrowing SunflowerSeedMosaic SunflowerWithAFork PaintASunflower SunflowerInMyStyle SunflowerInOneLine SunflowerStillLife',
    also: 'sunflowerfield',
  },
  'build a bear': {
    things: 'Bear Heart StuffingMachine Outfit BirthCertificate Voicebox Carrier Bow Sneaker Tutu',
    moves: 'HeartWish StuffAndFluff AirBath NameTheBear OutfitPick Fluffing',
    verbs: 'Stuff Fluff Dress Name',
    core: 'Bear Heart Stuff',
    scenes: 'BearWorkshop',
    names:
      'NameYourBuildABear BuildABearLookalike BuildABearOutfitDIY DesignYourBear SewYourOwnBear DrawYourBuildABear BuildABearPhotoshoot CrochetBuildABearHat',
  },
  woodworking: {
    things: 'Saw Sandpaper Plank Clamp Chisel Dowel Stain Workbench',
    moves: 'DovetailJoint SandAndStain ScrapWoodBuild PalletProject FirstCut',
    verbs: 'Build Sand Measure Glue',
    core: 'Sandpaper Workbench ScrapWoodBuild',
    scenes: 'Workshop Garage',
    names:
      'ScrapWoodChallenge OneBoardBuild MeasureTwiceChallenge NoNailsJoinery PalletGlowUp FirstWoodworkingProject WoodworkingUnder20 WoodworkingGiftSwap',
    also: 'woodwork woodworker',
  },
  'wood carving': {
    things: 'Basswood Gouge Shavings Block Spoon Figurine',
    moves: 'SpoonCarve ChipCarving FirstFigure CarveALeaf TinyGnome',
    verbs: 'Whittle Carve Shape',
    core: 'Basswood Shavings Whittle',
    scenes: 'Campfire Porch',
    names:
      'WhittleASpoon TinyGnomeCarving WoodCarvingFromOneBlock WoodCarvingTimelapse CarveAWoodenBird WhittleAWalkingStick WoodCarvingGlowUp FirstWoodCarving',
    also: 'whittling whittle woodcarver',
  },
  'candle making': {
    things: 'Wax Wick Jar Tin Dye Soy Mold Melter',
    moves: 'WickCentering LayeredPour ColorSwirl MeltAndPour DoubleBoiler',
    verbs: 'Pour Melt Scent',
    core: 'Wax Wick Jar',
    scenes: 'CozyNight',
    names:
      'CandleMakingFirstPour LayeredCandleChallenge GuessTheCandleScent CandleInATeacup DessertCandleChallenge UpcycledJarCandle CandleForEverySeason CandleInAnHour',
    also: 'diycandle homemadecandle',
  },
  'soap making': {
    things: 'Glycerin Mold Loaf Bar Oils Mica Herbs Petals',
    moves: 'MeltAndPour SoapSwirl LayeredLoaf EmbeddedToy SoapCutting',
    verbs: 'Melt Pour Cut',
    core: 'Glycerin Loaf SoapSwirl',
    scenes: 'BathTime',
    names:
      'SoapCuttingReveal ToyInsideSoap SoapSwirlChallenge GuessTheSoapScent RainbowSoapLayers OceanSoapLoaf SoapMakingFromScraps SoapMakingGiftBox',
    also: 'homemadesoap diysoap',
  },
  'cookie decorating': {
    things: 'RoyalIcing Sprinkles PipingBag CookieCutter Stencil EdibleMarker',
    moves: 'FloodIcing WetOnWet Outline Marbling SprinkleDip',
    verbs: 'Pipe Flood Sprinkle',
    core: 'RoyalIcing Sprinkles PipingBag',
    scenes: 'HolidayBake BakeSale',
    names:
      'CookieDecoratingDuel DecorateACookieLikeMe SprinkleOnlyCookies CookieDecoratingSwap CookiePortraitChallenge HolidayCookieGlowUp CookieDecoratingRelay PipeItBlindfolded',
    also: 'cookieart decoratingcookies decoratedcookie',
  },
  pencil: {
    things: 'Graphite Eraser Sharpener Sketchbook BlendingStump Shavings',
    moves: 'Hatching CrossHatch Shading Smudge Gradient',
    verbs: 'Sketch Shade Blend',
    core: 'Graphite Eraser Shading',
    names:
      'OnePencilChallenge PencilOnlyPortrait PencilVsPen PencilShadingGlowUp CrossHatchingChallenge ShortestPencilDrawing PencilBeforeAndAfter DrawWithTheEraser',
    also: 'graphite pencildrawing pencilart pencilsketch',
  },
  illustration: {
    things: 'Sketchbook Tablet Ink Character Spread Palette Storybook',
    moves: 'Thumbnails LineArt FlatColors Rendering BookCover',
    verbs: 'Draw Ink Render',
    core: 'Storybook Character LineArt',
    scenes: 'StudioDesk',
    names:
      'IllustrateYourDay IllustrateAFairyTale SameSceneThreeStyles BookCoverRedesign IllustrationFromComments OnePromptTwoIllustrators IllustrateMyPetsDream IllustrationGlowUp',
    also: 'illustrator illustrate',
  },
  chibi: {
    things: 'BigHead TinyBody Blush Sparkles Stickers Keychain',
    moves: 'BigEyes TinyHands SquishFace HeadTilt Pose',
    verbs: 'Shrink Squish Draw',
    core: 'BigHead BigEyes Blush',
    names:
      'ChibiMe ChibiYourFamily ChibiYourPet ChibiInFiveMinutes ChibiStickerSheet ChibiVsRealistic TurnAnythingChibi ChibiYourFavoriteSnack',
    also: 'chibiart',
  },
  kawaii: {
    things: 'Blush Sparkles Pastels Stickers Clouds Bunny Boba Mochi',
    moves: 'FaceOnEverything BlushCheeks TinyFace PastelPalette',
    verbs: 'Doodle Decorate Draw',
    core: 'Blush Pastels FaceOnEverything',
    names:
      'MakeItKawaii AddAFaceToIt KawaiiYourLunch KawaiiDoodleADay KawaiiFoodFriends KawaiiVsCreepy KawaiiDeskGlowUp KawaiiFruitBowl',
    also: 'kawaiiart cutedrawing',
  },
  'graphic design': {
    things: 'Font Grid Logo Poster Palette Mockup Kerning Layout',
    moves: 'Rebrand MinimalistVersion RetroPoster TypeLockup ColorSwap',
    verbs: 'Design Align Rebrand',
    core: 'Font Logo Layout',
    scenes: 'StudioDesk',
    names:
      'RebrandYourFavoriteSnack OneFontChallenge LogoIn10Minutes GuessTheFont MinimalistMoviePoster GraphicDesignSpeedRound DesignForTheComments GraphicDesignGlowUp',
    also: 'graphicdesigner',
  },
  'logo design': {
    things: 'Icon Wordmark Font Grid Palette Mascot',
    moves: 'Rebrand Monogram NegativeSpace Minimalist RetroVersion',
    verbs: 'Design Sketch Simplify',
    core: 'Icon Wordmark Rebrand',
    names:
      'LogoFromMemory DesignALogoIn10Minutes LogoForTheComments MinimalistLogoChallenge MonogramYourName LogoGlowUp LogoForYourPet RetroLogoRedesign',
    also: 'logo logodesigner logomaking',
  },
  poster: {
    things: 'Headline Font Markers Frame Tape Corkboard',
    moves: 'RetroPrint BoldType CutAndCollage TravelPrint',
    verbs: 'Design Print Hang',
    core: 'Headline RetroPrint BoldType',
    scenes: 'Bedroom Dorm',
    names:
      'MoviePosterOfMyLife VintageTravelPoster RecreateAMoviePoster DesignYourBandPoster PosterWallGlowUp WantedPosterForMyCat ConcertPosterChallenge HandDrawnPoster',
    also: 'posterdesign',
  },
  'paper snowflake': {
    things: 'Scissors Paper Window Tape String Glitter',
    moves: 'SixPointFold Cutout Symmetry Garland WindowDisplay',
    verbs: 'Fold Cut Unfold',
    core: 'Scissors SixPointFold Symmetry',
    scenes: 'SnowDay Winter',
    names:
      'NoTwoSnowflakesAlike SnowflakeUnfoldReveal GiantPaperSnowflake TinySnowflakeChallenge PopCultureSnowflake SnowflakeCutOff MakeItSnowInside PaperSnowflakeGarland',
    also: 'snowflakecraft',
  },
  'mask making': {
    things: 'PaperPlate Feathers Sequins Elastic Cardboard Foam Glitter',
    moves: 'Masquerade AnimalFace HeroMask PaperMache',
    verbs: 'Cut Decorate Wear',
    core: 'Feathers Masquerade AnimalFace',
    scenes: 'Carnival Halloween',
    names:
      'MaskFromAPaperPlate MasqueradeMaskChallenge MaskOfYourMood AnimalMaskParade DesignYourHeroMask CardboardMaskGlowUp MaskMakingWithScraps MaskInTenMinutes',
    also: 'diymask',
  },
  't shirt design': {
    things: 'BlankTee Stencil FabricMarker PuffPaint IronOn Vinyl',
    moves: 'ScreenPrint BleachPen GraphicTee MatchingSet Upcycle',
    verbs: 'Design Print Paint',
    core: 'BlankTee FabricMarker GraphicTee',
    names:
      'DesignYourOwnTee BlankTeeGlowUp TShirtDesignChallenge PuffPaintTee MatchingTeesForBesties TeeFromYourDoodle ThriftedTeeRedesign TShirtDesignSwap',
    also: 'shirtdesign teedesign customtshirt',
    spelled: 'TShirtDesign',
  },
  'string art': {
    things: 'Nails Thread Board Pattern Yarn Frame',
    moves: 'HeartOutline Lettering Ombre Spiral Geometric',
    verbs: 'Wrap Weave Hammer',
    core: 'Nails Thread Spiral',
    names:
      'StringArtHeart StringArtYourInitial StringArtOnCardboard StringArtForMom MathStringArt StringArtTimelapse StringArtStarMap StringArtPetSilhouette',
    also: 'threadart nailandthread',
  },
  pen: {
    things: 'Ballpoint Fineliner Ink Sketchbook Notebook Gel',
    moves: 'CrossHatch Stippling NoEraser LineWeight OneLine',
    verbs: 'Ink Doodle Hatch',
    core: 'Ballpoint Fineliner NoEraser',
    names:
      'BluePenChallenge BallpointPortrait OnePenThreeDrawings PenOnlyNoEraser DrawWithEveryPenYouOwn StipplingWithAPen PenVsMarker PenDoodleADay',
    also: 'ballpoint ballpointpen fineliner pendrawing penart inkpen',
  },
  hands: {
    things: 'Fingers Knuckles Palm Reference Mirror Wrinkles',
    moves: 'FistPose PeaceSign PointingHand HoldingCup Gesture',
    verbs: 'Draw Pose Sketch',
    core: 'Fingers Palm Reference',
    names:
      'HandsAreHard 100HandsChallenge DrawMyHandPose HandDrawingGlowUp DrawYourFamilysHands HandsHoldingThings FiveMinuteHands MirrorHandStudy',
    also: 'handdrawing drawinghands handstudy hand',
  },
  rose: {
    things: 'Petals Stem Thorns Bud Leaves Vase Bouquet',
    moves: 'SpiralBloom PetalLayers OpenBloom SingleStem',
    verbs: 'Draw Paint Bloom',
    core: 'Petals Thorns SpiralBloom',
    scenes: 'Garden',
    names:
      'OneRoseFiveMediums DrawARoseInOneLine SpiralRoseChallenge RealisticRoseGlowUp RoseFromMemory PaperRoseBouquet PaintARoseForMom RoseInThreeStrokes',
    also: 'rosedrawing rosepainting',
  },
  shading: {
    things: 'Pencil BlendingStump Tissue Eraser Sphere Cube Lamp',
    moves: 'Hatching CrossHatch Stippling Gradient CastShadow Highlight',
    verbs: 'Shade Blend Smudge',
    core: 'Sphere Gradient CastShadow',
    names:
      'EggShadingChallenge ShadingGlowUp FiveShadingStyles ShadeYourBreakfast BlendWithATissue ShadingWithOneLamp FlatTo3DChallenge ValueScaleShading',
    also: 'shadingtechnique',
  },
  perspective: {
    things: 'Ruler HorizonLine VanishingPoint Street Hallway Cube Room',
    moves: 'OnePoint TwoPoint WormsEye BirdsEye TinyPerson',
    verbs: 'Draw Measure Extend',
    core: 'VanishingPoint HorizonLine OnePoint',
    names:
      'DrawYourRoomInPerspective ForcedPerspectivePhotos VanishingPointChallenge DrawYourStreet BirdsEyeBedroom 3DLetterChallenge PerspectiveGlowUp PerspectiveHallway',
    also: 'perspectivedrawing onepointperspective',
  },
  pointillism: {
    things: 'Dots Markers CottonSwab PenTip Canvas Palette',
    moves: 'DotByDot ColorMixing Stippling DotGradient',
    verbs: 'Dot Dab Tap',
    core: 'Dots DotByDot CottonSwab',
    names:
      'OnlyDotsChallenge CottonSwabPointillism PointillismPortrait PointillismSunset PointillismMarathon PointillismWithMarkers PointillismRelay PointillismMasterpiece',
    also: 'stippling',
  },
  'draw this in your style': {
    things: 'Original Reference Character Palette Outfit Pose',
    moves: 'StyleSwap Redraw ColorSwap SideBySide Chibify',
    verbs: 'Restyle Draw Trade',
    core: 'Original StyleSwap Redraw',
    names:
      'DrawThisInYourStyle DrawMyOCInYourStyle MyCharacterYourStyle StyleSwapWithMe FiveArtistsOneSketch KidDrawingInMyStyle RedrawMyCatInYourStyle StyleChainTagAFriend',
    also: 'dtiys drawinyourstyle',
  },
  'popsicle stick': {
    things: 'GlueDots Yarn GooglyEyes Cardstock Twine Markers',
    moves: 'StickBridge Catapult Puppet Coaster Raft',
    verbs: 'Glue Build Paint',
    core: 'StickBridge GooglyEyes Glue',
    names:
      'PopsicleStickBridge PopsicleStickCatapult 100StickChallenge PopsicleStickHouse StickPuppetShow PopsicleStickPictureFrame PopsicleStickRaft BuildWithOnlySticks',
    also: 'craftstick lollystick icelollystick popsiclestickcraft',
  },
  'paper plate': {
    things: 'Crayons Yarn Stapler Feathers GooglyEyes Beans',
    moves: 'PlateMask Tambourine AnimalFace Sunflower Spinner',
    verbs: 'Fold Cut Paint',
    core: 'PlateMask AnimalFace Crayons',
    names:
      'PaperPlateAnimals PaperPlateTambourine OnePlateThreeCrafts PaperPlateMask PaperPlateFishBowl PlateFaceFamily PaperPlateGlowUp PaperPlateSunflower',
    also: 'paperplatecraft',
  },
  'toilet paper roll': {
    things: 'Tube Cardboard Markers Tape Yarn',
    moves: 'Binoculars Castle Rocket Critters MarbleRun',
    verbs: 'Cut Paint Glue',
    core: 'Tube Binoculars Critters',
    names:
      'ToiletPaperRollCastle TubeMarbleRunChallenge ToiletRollRocket OneRollFiveCrafts CardboardTubeCritters ToiletRollBinoculars ToiletRollMonsters ToiletRollOwlFamily',
    also: 'toiletroll toiletrollcraft cardboardtube paperroll tproll',
  },
  'egg carton': {
    things: 'Cups Markers PipeCleaners GooglyEyes Glitter Scissors',
    moves: 'Caterpillar Flowers Turtles Bats Fireflies',
    verbs: 'Cut Paint Glue',
    core: 'Cups Caterpillar Flowers',
    names:
      'EggCartonCaterpillar EggCartonFlowerBouquet EggCartonCritters TwelveCupChallenge EggCartonTurtles EggCartonPaintPalette EggCartonBats EggCartonCrown',
    also: 'eggcartoncraft eggbox',
  },
  'rainbow loom': {
    things: 'Loom Bands Clips Charms Keychain Colors',
    moves: 'Fishtail Starburst TripleSingle Dragonscale Inverted',
    verbs: 'Loop Hook Weave',
    core: 'Fishtail Starburst Bands',
    names:
      'RainbowLoomComeback FishtailOnYourFingers RainbowLoomBraceletSwap StarburstBraceletDare LoomBandKeychain RainbowLoomWithMom RainbowLoomGlowUp OneColorLoomBand',
    also: 'loomband loombracelet',
  },
  'pom pom': {
    things: 'Yarn Fork Cardboard Scissors Felt GooglyEyes',
    moves: 'FluffyBunny TinyChick Garland Keychain Rug',
    verbs: 'Wrap Tie Trim',
    core: 'Yarn Fork FluffyBunny',
    names:
      'PomPomFromAFork PomPomCritters GiantPomPomChallenge PomPomRugGlowUp FluffiestPomPom PomPomBunnyFamily TrimThePomPom PomPomKeychainSwap',
    also: 'pompommaking',
    spelled: 'PomPom',
  },
  'color palette': {
    things: 'Swatches Hex Chips Wheel Markers Paints',
    moves: 'ThreeColorsOnly PaletteRoulette Complementary Analogous Monochrome',
    verbs: 'Pick Mix Match',
    core: 'Swatches ThreeColorsOnly PaletteRoulette',
    names:
      'PaletteChallenge DrawItInThisPalette CommentsPickMyPalette ColorPaletteSwap FiveColorPalette ColorPaletteFromNature MovieStillPalette PaletteFromMySnack',
    also: 'palettechallenge colourpalette palette',
  },
  lantern: {
    things: 'TissuePaper Tealight Wire Ribbon String Glowstick',
    moves: 'AccordionFold FairyLights NightWalk Festival',
    verbs: 'Fold Glue Glow',
    core: 'TissuePaper Tealight Glow',
    scenes: 'Festival',
    names:
      'PaperLanternGlowUp LanternFromAJar GlowingLanternParade TissueLanternChallenge FoldALanternIn5 LanternForEveryWindow MoonLanternCraft FamilyLanternNight',
    also: 'paperlantern',
  },
  'paper flower': {
    things: 'Crepe Tissue Cardstock Wire Tape Scissors Vase',
    moves: 'CrepeRose Peony Sunflower Bouquet Dahlia',
    verbs: 'Fold Curl Cut',
    core: 'Crepe Bouquet Peony',
    names:
      'NeverWiltingBouquet PaperFlowerBouquet PaperFlowerWall FlowerFromOneSheet PaperFlowersForTeacher PaperVsRealFlower CrepeRoseChallenge GiantPaperSunflower',
    also: 'crepepaperflower tissuepaperflower',
  },
  'latte art': {
    things: 'Milk Pitcher Espresso Mug Foam Crema Steamer Toothpick',
    moves: 'Heart Tulip Rosetta Swan Bear Etching',
    verbs: 'Pour Steam Swirl',
    core: 'Foam Pitcher Heart Pour',
    scenes: 'CoffeeBreak',
    names:
      'LatteArtGlowUp PerfectHeartPour RateMyRosetta LatteArtDuel TulipPourChallenge FoamPetPortrait MyFirstLatteArt LatteArt30DaysLater LatteArtSwanAttempt',
    also: 'coffeeart',
  },
  'splatter paint': {
    things: 'Canvas Brush Toothbrush Tarp Smock Bucket SqueezeBottle Apron',
    moves: 'Splat Drip Burst TapeReveal RainbowRain Speckles',
    verbs: 'Flick Splash Fling',
    core: 'Canvas Splat Splash',
    scenes: 'Backyard',
    names:
      'SplatterPaintTapeReveal ToothbrushSplatterArt SplatterYourSneakers ThreeColorSplatter FamilySplatterCanvas SplatterVsDrip BlindfoldSplatter SplatterPaintYourInitials SplatterPaintRelay',
    also: 'splatterpainting splatterart drippainting',
  },
  'glass painting': {
    things: 'Jar Vase Bottle Outliner Tumbler Mirror Window Suncatcher',
    moves: 'FauxStainedGlass DotMandala LeadLines FloralWrap Ombre',
    verbs: 'Outline Dot Fill',
    core: 'Jar Vase Outliner',
    names:
      'FauxStainedGlassChallenge ThriftedVaseGlowUp GlassPaintingForMom PaintAJarLantern GlassPaintingGiftSwap PaintedGlassSuncatcher GlassPaintingMandala MasonJarMakeover DotPaintAWineGlass',
    also: 'glasspaint jarpainting wineglasspainting',
  },
  'mug painting': {
    things: 'Mug PaintPen Stencil Oven Glaze Brush Saucer Tape',
    moves: 'Monogram DotPattern Doodles Portrait Quote Stripes',
    verbs: 'Paint Bake Dot',
    core: 'Mug PaintPen Paint',
    names:
      'PaintYourBestieAMug PlainMugGlowUp MugPaintingSwap DesignYourMorningMug MugPaintingWithMom MatchingFamilyMugs TeacherGiftMug MugInYourStyle DotArtMugChallenge',
    also: 'paintedmug mugdesign potterypainting',
  },
  'balloon art': {
    things: 'Balloons Pump Ribbon Garland Marker Bouquet Tape Hat',
    moves: 'Poodle Sword Flower Crown Arch Column',
    verbs: 'Twist Pump Tie',
    core: 'Balloons Pump Twist',
    scenes: 'Party BirthdayParty',
    names:
      'GuessMyBalloonArt TwistABalloonDog BalloonArtBattle OneBalloonChallenge BuildABalloonArch BalloonFlowerBouquet BalloonHatForEveryone TallestBalloonTower BalloonArtIn60Seconds',
    also: 'balloonsculpture balloongarland balloonarch',
  },
  'food art': {
    things: 'Plate Fruit Veggies Toast Rice Cheese CookieCutter Toothpicks',
    moves: 'FruitFace Bento ToastArt VeggieGarden SmileyPlate RiceBear',
    verbs: 'Arrange Build Plate',
    core: 'Plate Fruit FruitFace',
    scenes: 'Breakfast Lunchbox',
    names:
      'RecreateAPaintingInFood FruitFaceChallenge FoodArtBattle PlayWithYourFood RainbowPlateChallenge FoodArtLunchbox ToastArtTuesday FoodArtPortrait VeggieZoo',
    also: 'fruitart plateart edibleart',
  },
  'shadow art': {
    things: 'Flashlight Lamp Toys Paper Pencil Sun Cutout Wall',
    moves: 'ShadowTracing HandShadows ToyShadows Outline',
    verbs: 'Trace Cast Draw',
    core: 'Flashlight ShadowTracing Trace',
    names:
      'FinishTheShadowDrawing ShadowTracingChallenge GuessTheShadow HandShadowAnimals ShadowArtWithJunk ToyShadowTracing ShadowArtAtSunset MorningVsEveningShadow',
    also: 'shadowdrawing shadowtracing',
  },
  'concept art': {
    things: 'Tablet Sketchbook Thumbnails Silhouettes Moodboard Palette Stylus Props',
    moves: 'CreatureDesign Environment Vehicle Turnaround Keyframe',
    verbs: 'Design Sketch Render',
    core: 'Thumbnails CreatureDesign Design',
    names:
      'CreatureMashupChallenge ConceptArtFromAWord RedesignAMovieMonster ThreeThumbnailChallenge SilhouetteToCharacter ConceptArtGlowUp FantasyCityConceptArt ConceptArtSwap ConceptArtIn30Minutes',
    also: 'conceptartist',
  },
  'line art': {
    things: 'Pen Fineliner Ink Tablet Stylus Ruler Sketch Lightbox',
    moves: 'CleanLines LineWeight Hatching Contour Inking',
    verbs: 'Ink Trace Draw',
    core: 'Pen Fineliner Ink',
    names:
      'ColorMyLineArt SketchVsLineArt LineArtNoUndo LineWeightGlowUp InkOverMySketch LineArtWithoutRuler FinishMyLineArt CleanLineArtChallenge',
    also: 'lineartwork',
  },
  caricature: {
    things: 'Marker Sketchpad Easel Pencil Eraser Mirror',
    moves: 'BigHead TinyBody BigSmile Hairdo PetSketch',
    verbs: 'Exaggerate Sketch Draw',
    core: 'BigHead Marker Exaggerate',
    scenes: 'Fair Boardwalk',
    names:
      'SelfCaricatureChallenge FiveMinuteCaricature CaricatureYourPet CaricatureVsPhoto CaricatureSwap GuessWhoCaricature CaricatureFamilyPortrait DrawMeBigHeadStyle',
    also: 'caricaturist',
  },
  stencil: {
    things: 'Cardstock Sponge Tape Acetate Roller Brush Tote Chalk',
    moves: 'RepeatPattern LayeredPrint BlockLetters Negative Leaf',
    verbs: 'Dab Spray Cut',
    core: 'Sponge Cardstock Dab',
    names:
      'StencilRevealChallenge StencilYourName OneStencilThreeWays StencilVsFreehand LeafStencilPrint StencilATote LayeredStencilArt SidewalkStencilArt',
    also: 'stencilart stenciling stencilling',
  },
  'paper cutting': {
    things: 'Scissors Paper Template Lightbox CuttingMat Pencil Frame Lantern',
    moves: 'Snowflake Silhouette Layers ShadowBox Lace PopUp',
    verbs: 'Cut Fold Layer',
    core: 'Scissors Paper Snowflake',
    names:
      'FoldAndCutChallenge OneSheetPaperCut LayeredPaperCut PaperCutYourName BacklitPaperCut PaperCutPortrait ShadowBoxReveal PaperCutLantern',
    also: 'papercut kirigami',
  },
  silhouette: {
    things: 'BlackPaper Sunset Scissors Lamp Window Tree Horizon',
    moves: 'SunsetScene SideProfile PalmTrees Skyline',
    verbs: 'Cut Paint Backlight',
    core: 'BlackPaper Sunset SideProfile',
    scenes: 'GoldenHour Dusk',
    names:
      'GuessTheSilhouette PaintASilhouetteSunset FamilySilhouetteProfiles SilhouettePhotoChallenge CutOutYourSilhouette SilhouetteInOneColor SilhouetteAtGoldenHour SilhouetteSideProfile',
    also: 'silhouetteart',
  },
  'pipe cleaner': {
    things: 'Beads Scissors GooglyEyes Pompoms Cup Straw',
    moves: 'Flower Bracelet Crown Caterpillar Glasses Butterfly',
    verbs: 'Twist Bend Wrap',
    core: 'Twist Flower Bracelet',
    names:
      'GuessMyPipeCleanerAnimal OnePipeCleanerChallenge PipeCleanerZoo PipeCleanerGlasses TwistAFuzzyFlower PipeCleanerBouquet PipeCleanerPortrait PipeCleanerCrown',
    also: 'chenillestem fuzzystick pipecleanercraft',
  },
  'color mixing': {
    things: 'Palette Brush Swatches Tubes Water PaletteKnife',
    moves: 'ColorChart Gradient SkinTone Brown Secondary Tint',
    verbs: 'Mix Blend Match',
    core: 'Palette Swatches Mix',
    names:
      'GuessTheMix ColorMatchChallenge HowManyGreens ThreePrimariesOnly CopyTheFruitColor MixASunsetSky MixWithoutWhite ColorMixingRelay',
    also: 'colourmixing mixingcolors mixingcolours',
  },
  gradient: {
    things: 'Palette Sponge Brush Swatches Tape Markers Pencils Paper',
    moves: 'SunsetSky ColorFade Stripes Lettering RainbowWash',
    verbs: 'Blend Fade Layer',
    core: 'Blend ColorFade Palette',
    names:
      'TwoColorGradient SmoothGradientChallenge GradientWithCrayons GradientLettering SunsetGradientSky OmbreStripeReveal BlendingBattle MatchMyGradient',
    also: 'ombreart',
  },
  '3d drawing': {
    things: 'Pencil Ruler Marker Paper Shadow Eraser Phone Grid',
    moves: 'FloatingLetters HoleInThePage Staircase FloatingCube',
    verbs: 'Shade Draw Trick',
    core: 'Pencil Shadow FloatingLetters',
    names:
      'IsItRealOrDrawn DrawAHoleInThePaper 3DHandIllusion PopOffThePage 3DLetterChallenge FloatingCubeIllusion 3DDrawingGlowUp TrickTheCameraDrawing',
    also: '3dart anamorphicdrawing trickart',
  },
  'dot painting': {
    things: 'DottingTool CottonSwab PencilEraser Rock Canvas Palette',
    moves: 'Mandala Rings Swirl DotFlower Heart',
    verbs: 'Dot Stamp Layer',
    core: 'CottonSwab Mandala Dot',
    names:
      'DotArtWithAPencilEraser CottonSwabDotArt DotMandalaRock DotPaintingGlowUp DotPaintYourInitial TinyDotsChallenge DotArtRelay DotPaintingCoasters',
    also: 'dotting',
  },
  'handprint art': {
    things: 'Paint Paper Canvas Apron Wipes Sponge Marker Card',
    moves: 'Animal Turkey Tree Butterfly Flower Keepsake',
    verbs: 'Press Stamp Trace',
    core: 'Paint Keepsake Press',
    scenes: 'Preschool MothersDay',
    names:
      'GuessMyHandprintAnimal FamilyHandprintTree HandprintThenAndNow HandprintZoo FootprintButterfly HandprintCardForGrandma HandprintTurkey BiggestToSmallestHand',
    also: 'handprint handprints footprintart',
  },
  'melted crayon': {
    things: 'Crayons Canvas HairDryer Shavings Sharpener Paper',
    moves: 'RainbowDrip Umbrella Heart Silhouette Sunset',
    verbs: 'Melt Drip Peel',
    core: 'Crayons HairDryer RainbowDrip',
    names:
      'RainbowDripChallenge MeltedCrayonHeart BrokenCrayonRescue CrayonDripCanvas MeltedCrayonSilhouette MeltedCrayonInitials RecycleOldCrayons MeltedCrayonSunset',
    also: 'meltedcrayonart crayonmelting',
  },
  'etch a sketch': {
    things: 'Knobs Screen Dials Frame Shelf Couch',
    moves: 'Staircase Circle Portrait House Spiral Cat',
    verbs: 'Twist Turn Shake Erase',
    core: 'Knobs Screen Shake',
    names:
      'OneKnobEachChallenge EtchASketchPortrait TwoKnobsOneCircle GuessMyEtchASketch EtchASketchYourName EtchASketchRelay EtchASketchMasterpiece NoShakingAllowed',
    also: 'etchsketch',
  },
  spirograph: {
    things: 'Gears Rings Pens Pins Cardboard Template',
    moves: 'Rosette Spiral Loops Starburst Layers Mandala',
    verbs: 'Spin Trace Layer',
    core: 'Gears Pens Rosette',
    names:
      'NoSlipSpirograph DIYSpirograph GuessTheGear SpirographLayerChallenge SpirographColorBattle SpirographMandala SpirographGlowUp PerfectRosetteChallenge',
    also: 'spirographart',
  },
  whiteboard: {
    things: 'Markers Eraser Board Magnets Easel Sponge',
    moves: 'Portrait Doodle Timelapse Map Comic Sketch',
    verbs: 'Draw Erase Wipe',
    core: 'Markers Eraser Erase',
    scenes: 'Classroom Office',
    names:
      'GuessBeforeIErase WhiteboardTimelapse EraseToReveal WhiteboardPortrait WhiteboardRelay WhiteboardArtBattle WhiteboardVsPaper FourMarkersOnly',
    also: 'whiteboardart dryerase whiteboarddrawing',
  },
  typography: {
    things: 'Letters Serif Grid Pencil Brush Pen Tablet Poster',
    moves: 'Kerning Logotype WordArt Monogram Flourish',
    verbs: 'Letter Space Design',
    core: 'Letters Serif Poster',
    names:
      'MakeTheWordLookLikeIt DesignYourOwnFont MyNameThreeWays TypographyPortrait QuoteTypographyPoster TypographyTuesday TypefaceSwapChallenge TypographyFromObjects',
    also: 'typographyart typedesign fontdesign',
  },
  'washi tape': {
    things: 'Planner Journal Notebook Envelope Scissors Stickers',
    moves: 'Border Spread Bookmark Collage Stripes Frame',
    verbs: 'Tear Stick Layer',
    core: 'Planner Journal Tear',
    names:
      'WashiOnlyArt WashiPortrait WashiBookmarkChallenge WashiSwap WashiLaptopGlowUp NoScissorsWashi WashiWallArt OneRollWashiSpread TearAndStickArt',
    also: 'washi',
  },
  cyanotype: {
    things: 'SunPaper Leaves Flowers Glass Water Frame Feathers Lace',
    moves: 'LeafPrint FernPrint FeatherPrint LacePrint',
    verbs: 'Expose Rinse Arrange',
    core: 'SunPaper Leaves Rinse',
    scenes: 'SunnyDay',
    names:
      'CyanotypeRinseReveal CyanotypeLeafHunt SunPrintYourInitials GuessTheCyanotype BackyardCyanotype CyanotypeTShirt TenMinuteSunPrint CyanotypePocketFinds',
    also: 'sunprint sunprinting',
  },
  'window painting': {
    things: 'Window PaintMarker Sponge Squeegee Tape Glass',
    moves: 'Snowflakes Wreath HolidayScene Frost Pumpkins Lettering',
    verbs: 'Paint Wipe Decorate',
    core: 'Window PaintMarker Snowflakes',
    scenes: 'Holidays Storefront',
    names:
      'TraceYourWindowView HolidayWindowGlowUp WindowArtForNeighbors SnowflakeWindowChallenge PaintAWindowWreath WindowPaintingTimelapse FrostyWindowArt WindowPaintingRelay',
    also: 'windowart windowmural',
  },
  'flower crown': {
    things: 'Wire FloralTape Daisies Ribbon Greenery Hairband',
    moves: 'DaisyChain Halo Garland Boho',
    verbs: 'Weave Wrap Twist',
    core: 'Daisies DaisyChain FloralTape',
    scenes: 'Picnic Meadow',
    names:
      'DaisyChainChallenge BackyardFlowerCrown MatchingFlowerCrowns FlowerCrownForMom PaperFlowerCrown OneColorFlowerCrown FlowerCrownIn10Minutes MakeAFlowerHalo',
    also: 'daisychain floralcrown',
  },
  'nature art': {
    things: 'Leaves Pebbles Sticks Petals Pinecones Acorns Shells Feathers',
    moves: 'LeafCreatures PebbleMandala StickFrame PetalRainbow SpiralPath',
    verbs: 'Gather Arrange Collect',
    core: 'Leaves Pebbles Sticks',
    scenes: 'Backyard Forest Park Beach',
    names:
      'LeafCreatureChallenge NatureArtScavengerHunt PetalRainbowChallenge NatureArtWalk BuildAPebbleMandala NatureFacePortrait StickAndStoneArt FallLeafMosaic NoGlueNatureArt',
    also: 'leafart landart',
  },
  'fashion sketch': {
    things: 'Croquis Markers Sketchbook Pencil Swatches Fineliner',
    moves: 'Gown RunwayPose Outfit Drapery Pleats',
    verbs: 'Sketch Design Render',
    core: 'Croquis Gown Design',
    names:
      'SketchTodaysOutfit FashionSketchSwap CartoonCharacterMakeover ThreeLooksOneCroquis DressDesignFromAFruit FashionSketchTimelapse RedCarpetRedesign FashionSketchFabricSwatch',
    also: 'fashionillustration fashiondrawing croquis',
  },
  soap: {
    things: 'Bar Bubbles Lather Foam Suds Scent Carving Mold',
    moves: 'BarCarve MeltAndPour BubbleFoam LatherTest SudsUp',
    verbs: 'Carve Lather Melt Pour',
    core: 'Bar Bubbles Lather',
    scenes: 'BathTime CraftNight',
    names:
      'SoapCarvingChallenge SoapCuttingASMR MeltAndPourSoap BarSoapSculpture SoapSwirlReveal RainbowSoapLayers CarveATinySwan HomemadeSoapGift',
    also: 'soaps barsoap handsoap',
  },
  scissors: {
    things: 'Paper Snip Blade Fringe Snowflake Collage Ribbon Stencil',
    moves: 'PaperChain FringeCut SilhouetteCut RibbonCurl FoldAndCut',
    verbs: 'Cut Snip Trim Curl',
    core: 'Paper Snip Cut',
    scenes: 'CraftTable ArtClass',
    names:
      'OneCutStar SnowflakeUnfoldReveal PaperChainPeople ScissorSilhouette ScissorsOnlyCollage LeftHandedScissorsTry ScissorsPopUpCard StayOnTheLine',
    also: 'scissor',
  },
  cactus: {
    things: 'Spines Pot Desert Flower Succulent Pebbles Terrarium Paint Rock Needle',
    moves: 'RockPainting PotMakeover SpineCount TerrariumBuild DesertScene',
    verbs: 'Paint Pot Draw Arrange',
    core: 'Spines Pot Desert',
    scenes: 'Desert Windowsill',
    names:
      'PaintedCactusRocks CactusPotMakeover CactusInOneLine MiniCactusTerrarium PaperCactusGarden SaguaroSunsetPainting PomPomCactusCraft CactusDoodleChallenge',
    also: 'cacti saguaro',
  },
  tulip: {
    things: 'Bulb Petals Bouquet Vase Stem Field Spring Windmill Garden Pot',
    moves: 'PaperFold PetalPaint BouquetWrap BulbPlant FieldSketch',
    verbs: 'Fold Paint Plant Arrange',
    core: 'Bulb Petals Bouquet',
    scenes: 'Spring Garden Windmill',
    names:
      'ForkPaintedTulips OrigamiTulipFold TulipInOneStroke TulipFieldWatercolor PipeCleanerTulips TulipStampArt RainbowTulipRows PressedPetalCard',
    also: 'tulips',
  },
  swan: {
    things: 'Lake Feathers Wings Neck Pond Reflection Towel Paper Cygnet Ripples',
    moves: 'TowelFold PaperFold NeckCurve ReflectionPaint FeatherSketch',
    verbs: 'Fold Paint Draw Sketch',
    core: 'Feathers Neck Reflection',
    scenes: 'Lake Pond Park',
    names:
      'OrigamiSwanFold DrawASwanFromA2 TowelSwanTutorial SwanReflectionPainting HandprintSwanArt SwanFeatherWatercolor PaperPlateSwan SwanInOneLine',
    also: 'swans',
  },
  acorn: {
    things: 'Cap Oak Squirrel Autumn Leaves Forest Nut Twig Basket Paint',
    moves: 'CapPaint FaceDoodle NatureWalk WreathBuild FairyHouse',
    verbs: 'Paint Collect Glue Craft',
    core: 'Cap Oak Autumn',
    scenes: 'Autumn Forest Park',
    names:
      'PaintedAcornCaps AcornFairyHouse AcornFaceDoodles AcornAutumnWreath AcornOwlFamily FeltAcornCraft AcornCharmBracelet AcornGarlandDIY',
    also: 'acorns',
  },
  daisy: {
    things: 'Petals Chain Meadow Crown Field Stem Sunshine Bouquet Garden Yellow',
    moves: 'ChainMaking PetalPluck CrownWeave PetalPress MeadowPick',
    verbs: 'Weave Pick Press Paint',
    core: 'Chain Petals Crown',
    scenes: 'Meadow Spring Garden',
    names:
      'DaisyChainChallenge DaisyCrownTutorial PressedDaisyBookmark PaintedDaisyRocks DaisyDotPainting DaisyFieldWatercolor PaperDaisyGarland DaisyInOneStroke',
    also: 'daisies',
  },
  painter: {
    things: 'Brush Canvas Easel Palette Smock Beret Roller Watercolor Acrylic Stroke',
    moves: 'FirstStroke PaletteMix BlindPaint SpeedPaint ColorSwatch CanvasReveal',
    verbs: 'Paint Mix Blend Brush',
    core: 'Brush Canvas Easel Palette',
    scenes: 'Studio OpenAir',
    names:
      'PainterCopiesAClassic OneColorPainting PainterBlindfoldDare PainterFirstStrokeToLast Paint1Canvas3Ways PainterWindowView MixEveryColorFrom3 SunsetPaintAlong PainterSelfPortrait',
    also: 'painters',
  },
  carpenter: {
    things: 'Hammer Nails Saw Plank Sawdust Level Chisel Workbench Drill Sander',
    moves: 'MeasureTwice FirstCut Sanding Joinery Birdhouse Shelf',
    verbs: 'Build Saw Sand Measure',
    core: 'Hammer Saw Workbench Build',
    scenes: 'Workshop Garage',
    names:
      'CarpenterBuildsABirdhouse MeasureTwiceCutOnce ScrapWoodChallenge CarpenterGlowUp FloatingShelfWeekend CarpenterSpoonCarve OnePlankProject CarpenterNoNailsChallenge CarpenterAndKidWorkshop',
    also: 'carpenters',
  },
  architect: {
    things: 'Blueprint Model Ruler Sketch Skyline Floorplan Facade Arch Tower Cardboard',
    moves: 'DreamHouse ScaleModel FloorplanSketch SkylineDraw TowerBuild FacadeStudy',
    verbs: 'Design Draft Build Sketch',
    core: 'Blueprint Floorplan Model Design',
    scenes: 'Studio Skyline',
    names:
      'ArchitectDreamHouse DrawYourDreamFloorplan CardboardCityBuild ArchitectSketchWalk PaperTowerChallenge ArchitectRedesignsMyRoom SketchTheSkyline ArchitectVsKidDesign ArchitectTinyHouseModel',
    also: 'architects',
  },
  spaceship: {
    things: 'Rocket Cockpit Planet Stars Fins Porthole Cardboard Alien Galaxy Engine',
    moves: 'BlastOff Countdown Landing Launch SpaceWalk Orbit',
    verbs: 'Build Launch Draw Paint',
    core: 'Rocket Cardboard Cockpit BlastOff',
    scenes: 'OuterSpace Galaxy',
    names:
      'CardboardSpaceshipBuild DrawYourSpaceship SpaceshipFromRecycling BlanketSpaceshipFort SpaceshipInOneLine BrickSpaceshipBuild SpaceshipCockpitCraft PaintAGalaxyShip AlienShipDesign',
    also: 'spaceships spacecraft',
  },
  rug: {
    things: 'Yarn Fringe Tufting Pattern Loom Carpet Backing Hallway Doormat Runner',
    moves: 'TuftingGun BackingPeel FringeTrim PatternReveal DoodleToTuft',
    verbs: 'Tuft Weave Trim Roll',
    core: 'Yarn Tufting Fringe',
    scenes: 'LivingRoom CozyCorner',
    names:
      'TuftYourFirstRug RugPeelReveal DoodleToRug PetPortraitRug ThriftRugGlowUp MugRugMiniTuft 7DayRugProject FringeTrimASMR TuftingFirstTry',
    also: 'rugs',
  },
  shelf: {
    things: 'Books Plants Frames Brackets Candles Trinkets Bookends Ledge Wall Vase',
    moves: 'RainbowSort StyleAndStack OddNumberRule FloatingInstall PlantCorner',
    verbs: 'Style Stack Arrange Hang',
    core: 'Books Plants Brackets',
    scenes: 'Shelfie Nook',
    names:
      'ShelfStylingGlowUp RainbowShelfSort FloatingShelfDIY ShelfBeforeAndAfter ThriftShelfie BookNookDiorama StyleAShelfFor10 WallpaperedShelfBack OddNumberShelfRule',
    also: 'shelves shelving',
  },
  vase: {
    things: 'Flowers Stems Clay Glass Bouquet Pottery Ceramic Wheel Glaze Tulips',
    moves: 'FlowerArrange WheelThrow GlazeReveal StemTrim ThriftFlip',
    verbs: 'Arrange Throw Glaze Paint',
    core: 'Flowers Clay Glass',
    scenes: 'Mantel Windowsill',
    names:
      'ThriftVaseFlip VaseGlazeReveal FirstVaseOnTheWheel OneVaseFiveWays GroceryBouquetGlowUp JarToVaseMakeover BubbleVaseDIY VaseStillLifeSketch',
    also: 'vases',
  },
  glue: {
    things: 'Slime Glitter Stick Craft Paper Popsicle Bottle Sparkles Sequins Cardboard',
    moves: 'SlimeStretch GlitterPour StickAndPress PopsicleBuild PeelTest',
    verbs: 'Stick Pour Press Peel',
    core: 'Slime Stick Glitter',
    scenes: 'CraftTable RainyDay',
    names:
      'GlueSlimeFirstTry PeelTheDriedGlue GlitterGluePour PopsicleStickHouse GlueStickCollage HotGlueSuncatcher OneBottleOfGlueCraft GlueAndYarnBowl TissueGlueCollage',
    also: 'gluestick',
  },
  paintbrush: {
    things: 'Paint Canvas Bristles Palette Easel Watercolor Acrylic Water Jar Strokes',
    moves: 'OneStrokePaint BristleFan PaletteMix WetOnWet DryBrush CleanRinse',
    verbs: 'Paint Dab Blend Swirl',
    core: 'Paint Canvas Bristles',
    scenes: 'Easel SundayStudio',
    names:
      'OnePaintbrushPainting NaturePaintbrushDIY CheapVsPricyPaintbrush TenStrokeChallenge PaintbrushSwapHalfway WrongHandPaintbrush TinyDetailBigCanvas DryBrushLandscape',
    also: 'paintbrushes',
  },
  'flower pot': {
    things: 'Terracotta Soil Succulents Seeds Saucer Plants Drainage Paint Clay Windowsill',
    moves: 'PaintAndPlant RepotDay SucculentSwap SeedSow PotStack',
    verbs: 'Paint Plant Repot Stack',
    core: 'Terracotta Soil Succulents',
    scenes: 'Balcony SpringGarden',
    names:
      'PaintedFlowerPotGlowUp GrassHairFlowerPot FlowerPotPeople TeacupToFlowerPot MosaicFlowerPot DotArtTerracotta ThriftFlowerPotFlip TinCanFlowerPot',
    also: 'flowerpots plantpot',
  },
  eraser: {
    things: 'Pencil Sketch Shavings Stamp Crumbs Notebook Mistakes Graphite Kneaded Smudge',
    moves: 'StampCarve SubtractiveDraw SmudgeFix ShavingsSweep KneadedSculpt',
    verbs: 'Erase Carve Smudge Fix',
    core: 'Pencil Sketch Stamp',
    scenes: 'BackToSchool ArtClass',
    names:
      'NoEraserDrawing CarveAnEraserStamp EraserOnlyHighlights KneadedEraserSculpt MistakeIntoMasterpiece TinyEraserCollection EraserStampPostcards GraphiteAndEraserPortrait',
    also: 'erasers',
  },
  chalkboard: {
    things: 'Chalk Lettering Menu Eraser Doodle Classroom Dust Sign Slate Quote',
    moves: 'MenuLettering DoodleSwap QuoteOfTheDay ChalkDustClap WipeAndRedo',
    verbs: 'Write Draw Letter Wipe',
    core: 'Chalk Lettering Menu',
    scenes: 'BackToSchool Cafe',
    names:
      'ChalkboardMenuLettering DailyChalkboardQuote ChalkboardArtTimelapse ChalkboardDoodleSwap ChalkboardWallMakeover FirstDayChalkboardSign OneChalkLineDrawing ShadowedChalkLettering',
    also: 'chalkboards blackboard',
  },
  'building blocks': {
    things: 'Tower Bricks Castle Bridge City Robot Toddler Colors Stack Baseplate',
    moves: 'TowerStack RainbowBuild BridgeSpan TopplePause CityBuild',
    verbs: 'Build Stack Topple Design',
    core: 'Tower Bricks Stack',
    scenes: 'Playroom RainyDay',
    names:
      'TallestBlockTower BuildingBlocksCity CopyMyBlockBuild BlindfoldBlockBuild BuildYourHomeInBlocks RainbowBlockBridge OneBoxOfBlocks BlockCastleReveal BuildingBlocksPortrait',
    also: 'buildingblock toyblocks',
  },
  paper: {
    things: 'Origami Crane Plane Fold Scissors Notebook Envelope Confetti Collage Cutout',
    moves: 'PlaneFold CraneFold SnowflakeCut TearArt PopUpCard',
    verbs: 'Fold Cut Tear Crumple',
    core: 'Origami Fold Plane',
    scenes: 'RainyDay CraftTable',
    names:
      'OneSheetOfPaper PaperCraneFold TornPaperPortrait PaperSnowflakeCut PaperFlowerBouquet PaperCutLightbox CrumpledPaperSculpture PaperQuillingFirstTry PopUpCardSurprise',
    also: 'papers',
  },
  basket: {
    things: 'Wicker Weave Picnic Gift Easter Laundry Handle Blanket Fruit Flowers',
    moves: 'WeaveAlong GiftFill PicnicPack BikeRide ReedSoak',
    verbs: 'Weave Pack Fill Carry',
    core: 'Wicker Weave Picnic',
    scenes: 'SpringPicnic EasterMorning',
    names:
      'WeaveYourFirstBasket NewspaperBasketWeave GiftBasketUnder20 ThriftBasketMakeover BasketWallGallery PicnicBasketFlatlay RopeCoilBasket PineNeedleBasket',
    also: 'baskets',
  },
  fireworks: {
    things: 'Sparkle Rocket Burst Smoke Sky Night Glitter Bloom',
    moves: 'LongExposure LightTrail SparkleDrawing BurstPainting NightShot SilhouetteShot',
    verbs: 'Capture Paint Sketch Glow',
    core: 'Burst Sparkle LongExposure',
    scenes: 'NewYearsEve FourthOfJuly Diwali',
    names:
      'FireworksWithAFork PaintTheBurst FireworksLongExposure SplatterFireworks PaperTubeFireworks FireworkSilhouetteShot ChalkFireworksMural BlackPaperFireworks GlitterBurstJar',
    also: 'firework',
  },
  snowflake: {
    things: 'Paper Scissors Glitter Crystal Frost Window Doily Ice Lace',
    moves: 'PaperCut SixFold MacroShot FrostSketch WindowCling SaltPainting',
    verbs: 'Fold Cut Snip Sparkle',
    core: 'Paper Crystal SixFold',
    scenes: 'Winter SnowDay Holiday',
    names:
      'PaperSnowflakeSnip SnowflakeMacroShot NoTwoSnowflakesAlike GiantSnowflakeCut SaltSnowflakePainting SnowflakeWindowWall CraftStickSnowflake SixPointPerfect UnfoldTheSnowflake',
    also: 'snowflakes',
  },
  'action figure': {
    things: 'Hero Villain Cape Diorama Packaging Accessories Joints Base Collection',
    moves: 'StopMotion ToyPhotography BattlePose DioramaBuild Repaint ShelfDisplay',
    verbs: 'Pose Paint Film Build',
    core: 'Hero StopMotion ToyPhotography',
    scenes: 'ToyShelf Playroom',
    names:
      'ActionFigureStopMotion ActionFigureInTheWild ForcedPerspectiveHero ActionFigureDiorama ActionFigureRepaint TinyHeroBigWorld ActionFigureMovieScene BattleSceneInOneShot HeroicPoseStudy',
    also: 'actionfigures',
  },
  'thank you card': {
    things: 'Envelope Stamp Marker Cardstock Ribbon Sticker Watercolor Handwriting Doodle',
    moves: 'PopUpCard FoldAndStamp HandLettering PressedFlower SecretMessage MailItOut',
    verbs: 'Write Fold Decorate Mail',
    core: 'Envelope Cardstock HandLettering',
    scenes: 'Birthday Wedding Holiday',
    names:
      'HandmadeThankYouCard PopUpThankYouCard UnexpectedThankYouCard ThankYouCardForTeacher PressedFlowerThankYou WatercolorThankYouCard ThankYouCardMarathon ThankYourMailCarrier KidsDrawnThankYou',
    also: 'thankyoucards thankyounote',
  },
  house: {
    things: 'Roof Door Window Chimney Porch Garden Fence Mailbox Stairs Attic',
    moves: 'FloorPlan RoofLine DoorDesign ChimneySmoke PorchSketch WindowGrid',
    verbs: 'Draw Build Paint Design',
    core: 'Roof Door Window Chimney',
    scenes: 'MovingDay HomeSweetHome',
    names:
      'DrawYourDreamHouse HouseFromMemory CardboardHouseBuild HouseInOneLine PopsicleStickHouse ChildhoodHouseSketch TinyClayHouse HouseNumberSign FloorPlanDoodle',
    also: 'houses',
  },
  street: {
    things: 'Chalk Mural Sidewalk Lamppost Crosswalk Signs Storefront Corner Bench Puddle',
    moves: 'MuralHunt CornerSketch PuddleShot ChalkMural StorefrontSketch SignHunt',
    verbs: 'Draw Snap Sketch Wander',
    core: 'Chalk Mural Sidewalk Storefront',
    scenes: 'BlockParty GoldenHour',
    names:
      'StreetArtHunt SidewalkChalkMural DrawYourStreet AlphabetInStreetSigns PuddleReflectionShot StorefrontSketchWalk StreetShadowsPhoto MyStreetInMiniature',
    also: 'streets',
  },
  moss: {
    things: 'Terrarium Jar Stone Forest Rock Log Wall Frame Pebble Fern',
    moves: 'JarGarden MiniForest WallFrame RockCarpet GreenLetters',
    verbs: 'Grow Craft Press Mist',
    core: 'Terrarium Forest Jar',
    scenes: 'ForestFloor Woodland',
    names:
      'MossTerrariumBuild TinyForestInAJar MossLetterSign MossFrameGlowUp MossyMiniVillage MossPortraitChallenge MossFairyGarden LivingMossWallArt',
    also: 'mossy mosses',
  },
  fern: {
    things: 'Leaf Frond Fiddlehead Forest Stamp Print Shadow Spore Press Fossil',
    moves: 'LeafPrint SunPrint FrondStencil ShadowTrace PressedFrame',
    verbs: 'Press Print Stamp Trace',
    core: 'Frond Leaf Fiddlehead',
    scenes: 'Forest Woodland',
    names:
      'FernSunPrint FernLeafStamp PressedFernFrame DrawAFernFractal FernShadowTrace FrondStencilTote FiddleheadSketch FernFossilClay ForestFloorCollage',
    also: 'ferns',
  },
  pinecone: {
    things: 'Scale Pine Tree Forest Owl Wreath Glitter Feeder Ornament Gnome',
    moves: 'OwlCraft WreathBuild GlitterDip ScaleCount BirdFeeder',
    verbs: 'Paint Glue Collect Craft',
    core: 'Pine Scale Forest',
    scenes: 'Autumn Christmas Winter',
    names:
      'PineconeOwlCraft PineconeBirdFeeder PineconeWreathBuild PineconeCritters PaintedPineconeOrnaments PineconeFlowerBouquet PineconeGnome ForestFindsArt GlitterConeGarland',
    also: 'pinecones',
  },
  toucan: {
    things: 'Beak Rainbow Feather Jungle Rainforest Branch Tropical Parrot Fruit Palette',
    moves: 'BeakGradient RainbowBlend FeatherLayer JungleScene ColorPop',
    verbs: 'Paint Draw Blend Sketch',
    core: 'Beak Rainbow Tropical',
    scenes: 'Jungle Rainforest',
    names:
      'ToucanBeakGradient DrawAToucanIn5 ToucanWatercolor PaperPlateToucan ToucanRockPainting RainbowBeakBlend TropicalBirdSketch ToucanPaintAlong',
    also: 'toucans',
  },
  'cereal box': {
    things: 'Cardboard Tape Glue Mascot Prize Flaps Marker Stickers',
    moves: 'Upcycle Cutout BoxFort Diorama MiniShelf Collage',
    verbs: 'Cut Fold Flatten Decorate',
    core: 'Cardboard Mascot Upcycle',
    scenes: 'Breakfast CraftTable',
    names:
      'DesignYourOwnCerealBox CerealMascotRedesign CerealBoxCity DrawACerealBoxMaze CerealBoxNotebook OneBoxThreeCrafts CerealBoxPuzzle CerealBoxGuitar',
    also: 'cerealboxes',
  },
  newspaper: {
    things: 'Headlines Comics Crossword Ink Pages Columns Scissors Glue',
    moves: 'PaperHat Collage PaperMache FoldedBoat BlackoutPoem PaperBeads',
    verbs: 'Fold Tear Roll Clip',
    core: 'Headlines PaperHat Collage',
    scenes: 'Newsstand Breakfast',
    names:
      'NewspaperBlackoutPoem NewspaperTowerChallenge NewspaperHatChallenge FoldANewspaperBoat NewspaperRoses TodaysHeadlineAsArt PaperMacheFromNewspaper NewspaperWovenBasket',
    also: 'newspapers',
  },
  clothespin: {
    things: 'Clip Spring Laundry Clothesline Paint Googly Yarn Glue Wood',
    moves: 'Ornament PhotoLine Puppet Magnet MiniFurniture',
    verbs: 'Clip Pinch Paint Hang',
    core: 'Clothesline Clip Laundry',
    scenes: 'LaundryDay Backyard',
    names:
      'ClothespinPeople ClothespinPuppetShow ClothespinAirplane ClothespinPhotoLine ClothespinReindeer PaintedClothespinMagnets ClothespinMiniChair OneClothespinTenCrafts',
    also: 'clothespins clothespeg clothespegs',
  },
  'milk jug': {
    things: 'Plastic Handle Cap Scissors Paint Feeder Planter Lantern Gallon',
    moves: 'Upcycle Cutout WateringCan PiggyBank Scoop',
    verbs: 'Cut Paint Rinse',
    core: 'Plastic Feeder Upcycle',
    scenes: 'Recycling Garden',
    names:
      'MilkJugIgloo MilkJugGhosts MilkJugPiggyBank MilkJugBirdFeeder MilkJugWateringCan TenUsesForAMilkJug MilkJugWinterSowing MilkJugMakeover',
    also: 'milkjugs',
  },
  lampshade: {
    things: 'Fabric Paint Lamp Bulb Frame Trim Tassels Paper Fringe',
    moves: 'Makeover ThriftFlip PaintedStripes ScallopTrim PleatedPaper',
    verbs: 'Paint Wrap Glue Pleat',
    core: 'Fabric Lamp ThriftFlip',
    scenes: 'Bedroom ThriftStore',
    names:
      'LampshadeThriftFlip ScallopedLampshade PaintedLampshade PleatedPaperLampshade LampshadeFromScratch LampshadeBeforeAndAfter LampshadeShadowArt FabricScrapLampshade',
    also: 'lampshades',
  },
  'paint roller': {
    things: 'Paint Wall Tray Tape Stripes Color Canvas Foam',
    moves: 'AccentWall FirstCoat TapedStripes TextureRoll SatisfyingRoll',
    verbs: 'Roll Tape Coat',
    core: 'Wall Stripes AccentWall',
    scenes: 'Renovation Bedroom',
    names:
      'SatisfyingPaintRoller PaintRollerPatterns PaintRollerSunsetWall PaintRollerArt PaintRollerAccentWall PaintRollerMural FirstStrokePaintRoller RollerStripeChallenge',
    also: 'paintrollers',
  },
  florist: {
    things: 'Flowers Bouquet Roses Stems Vase Ribbon Peonies Greenery Shears',
    moves: 'BouquetWrap Arrangement PressedFlowers FlowerCrown Centerpiece',
    verbs: 'Arrange Wrap Trim Bloom',
    core: 'Bouquet Roses Vase',
    scenes: 'FlowerShop Wedding',
    names:
      'FloristForADay GroceryStoreFloristHack FloristVsAmateur FloristWrapTechnique BouquetUnder20 FloristColorTheory OneFlowerThreeWays FloristValentinesRush',
    also: 'florists',
  },
  'shaving cream': {
    things: 'Foam Colors Paper Tray Glitter Stick Swirl Cardstock',
    moves: 'MarbledPaper PuffyPaint FoamSwirl SensoryPlay RainCloud',
    verbs: 'Spread Marble Press',
    core: 'Foam MarbledPaper PuffyPaint',
    scenes: 'CraftTable Backyard',
    names:
      'ShavingCreamMarbling ShavingCreamPuffyPaint ShavingCreamEasterEggs ShavingCreamRainCloud ShavingCreamSensoryBin ShavingCreamFoamArt MarbledPaperChallenge SwirlAndPressArt',
    also: 'shavingfoam',
  },
  'glitter bomb': {
    things: 'Glitter Sequins Glue Confetti Sparkle Jar Shoes Card Resin',
    moves: 'GlitterCoat SparkleMakeover GlueAndShake ResinPour ShakerCard',
    verbs: 'Sparkle Coat Shake Seal',
    core: 'Glitter Sparkle Confetti',
    scenes: 'Party Birthday',
    names:
      'GlitterBombYourShoes GlitterBombTumbler GlitterBombPumpkin GlitterBombCard NoMessGlitterBomb GlitterBombMakeover GlitterBombPhoneCase GlitterBombEverything',
    also: 'glitterbombs',
  },
  button: {
    things: 'Thread Needle Jar Fabric Colors Glue Canvas Felt Tin',
    moves: 'SewOn JarSort TreeCanvas ColorSort Upcycle',
    verbs: 'Sew Glue Sort Thread',
    core: 'Thread Needle SewOn',
    scenes: 'CraftRoom SewingKit',
    names:
      'ButtonArtPortrait ButtonTreeCanvas VintageButtonTinDive SewOnAButtonChallenge ButtonBouquet ButtonMonogram ButtonRainbowSort ButtonJarMosaic',
    also: 'buttons',
  },
  'cake topper': {
    things: 'Figurine Fondant Sprinkles Bunting Banner Ribbon Frosting Cardstock Flags Letters',
    moves: 'StrikeAPose PlaceItOnTop CutOutLetters FreezePose GlueAndStick',
    verbs: 'Decorate Sculpt Pose Craft Glue',
    core: 'Figurine Fondant StrikeAPose',
    scenes: 'BirthdayParty',
    names:
      'PaperCakeTopper FondantCakeTopper CakeTopperOfYourPet RecycledCakeTopper CakeTopperPortrait PipeCleanerCakeTopper CakeTopperGlowUp DIYCakeTopperCraft',
  },
  fingers: {
    things: 'Thumb Pinky Knuckle Nail Ring Paint Puppet Palm Shadow Print',
    moves: 'ThumbWar PinkySwear ShadowPuppet HandTutting CountToTen',
    verbs: 'Snap Tap Point Wiggle Count',
    core: 'Thumb Pinky Snap',
    scenes: 'Handmade',
    names:
      'FingerprintCritters FingerPuppetTheater FingertipDotArt FingerFamilyFaces PaintWithTenFingers ShadowAnimalsWithFingers FoggyMirrorFingerDoodle SandTrayFingerDrawing',
    also: 'finger',
  },
  'bath mat': {
    things: 'Towel Tiles Puddle Toes Footprint Rug Moss Pebbles Yarn Tassels',
    moves: 'DripDry ToeScrunch PompomRug PebbleMosaic StepOut',
    verbs: 'Tuft Weave Step Dry Braid',
    core: 'Towel Toes Footprint',
    scenes: 'Bathroom',
    names:
      'TuftABathMat PompomBathMat RagRugBathMat BathMatMakeover CrochetABathMat PebbleMosaicBathMat BathMatLoomWeave CottonRopeBathMat',
    also: 'bathrug',
  },
  'picket fence': {
    things: 'WhitePaint Paintbrush Gate Roses Porch Mailbox Garden Sunflowers Yard Pickets',
    moves: 'FreshCoat PaintEachPicket TouchUp StencilRow GateSwing',
    verbs: 'Paint Brush Whitewash Stencil Build',
    core: 'WhitePaint Gate Roses',
    scenes: 'Cottage DreamHome',
    names:
      'RainbowPicketFence PicketFencePeople PopsiclePicketFence SunflowerPicketFence PicketFenceChalkArt WhitePicketFenceSketch PicketFenceStencilRow FreshCoatPicketFence',
  },
  pebble: {
    things: 'Beach Riverbank Acrylics Marker Jar Garden Path Mosaic Shore Sand',
    moves: 'StoneStack ShoreHunt SkimThrow FaceDoodle KindnessRock',
    verbs: 'Paint Stack Skim Collect Sort',
    core: 'Beach Mosaic Stack',
    scenes: 'Shoreline Beachcomb',
    names:
      'PebblePets PebbleMosaicPath PebblePeopleScene KindnessPebbles DotMandalaPebble LadybugPebbles PebbleMonsterFaces BeachPebbleCollage',
  },
  'cotton ball': {
    things: 'Glue Sheep Cloud Snowman Clothespin Paint Beard Bunny Straw Spoon',
    moves: 'ClothespinDab CloudPuff SheepCraft StrawBlow BunnyTail',
    verbs: 'Glue Fluff Dab Stretch Blow',
    core: 'Glue Sheep Cloud Fluff',
    names:
      'CottonBallSheepCraft FluffyCloudCottonBall ClothespinCottonBallArt CottonBallSnowmanCard SantaBeardCottonBall BunnyTailCottonBall RainbowCottonBallDye CottonBallPolarBear',
    also: 'cottonwool',
  },
  'cotton swab': {
    things: 'Paint Dot Canvas Palette Makeup Eyeliner Glue Stick Jar',
    moves: 'DotPainting Stippling Smudge DabAndBlend Pointillism',
    verbs: 'Dab Dot Blend Smudge',
    core: 'DotPainting Dab Paint',
    scenes: 'DotArt',
    names:
      'CottonSwabSkeleton CottonSwabSnowflakes FireworkCottonSwabArt CottonSwabPointillism CottonSwabBlossomTree DotMandalaCottonSwab CottonSwabSunset CottonSwabRainbow',
    also: 'cottonbud',
  },
  'postage stamp': {
    things:
      'Envelope Postcard Letter Mailbox Album Tweezers Postmark Perforation Magnifier Collection',
    moves: 'SendALetter StartACollection SwapAndTrade MailCall DesignYourOwn',
    verbs: 'Collect Mail Send Design Trade',
    core: 'Envelope Letter Postcard',
    scenes: 'SnailMail PenPal',
    names:
      'DesignAPostageStamp SelfiePostageStamp PostageStampCollage PostageStampOfMyTown PetOnAPostageStamp GiantPostageStamp PostageStampComic WatercolorPostageStamp',
  },
  'goodie bag': {
    things: 'Stickers Candy Ribbon Bubbles Confetti Favors Crayons Yoyo Whistle Tissue',
    moves: 'TieTheRibbon PartyHaul StuffAndSeal SwapTreats ThankYouTag',
    verbs: 'Fill Decorate Swap Stuff Gift',
    core: 'Stickers Candy TieTheRibbon',
    scenes: 'PartyFavor Birthday',
    names:
      'DecorateAGoodieBag PaperGoodieBagCraft ZeroWasteGoodieBag GoodieBagMonsterFaces DIYGoodieBagTags OrigamiGoodieBag PaintedGoodieBags GoodieBagPopUpCard',
    also: 'goodybag',
  },
  fence: {
    things: 'Picket Post Gate Paint Brush Chalk Yard Vines Neighbor Rail',
    moves: 'PicketPaint ChalkMural GateSign Whitewash YarnWeave',
    verbs: 'Paint Brush Stencil Decorate',
    core: 'Picket Gate Paint',
    scenes: 'Backyard',
    names:
      'PaintAFenceMural ChalkTheFence PicketFenceRainbow WeaveTheFence FencePostFaces StencilTheGardenFence CupsInTheFence FenceSunflowerRow',
  },
  'filing cabinet': {
    things: 'Drawer Folder Label Magnet Paint Handle Key Paperwork Sticker Planter',
    moves: 'PaintIt RelabelIt ColorCode SortAtoZ Upcycle',
    verbs: 'Paint Sort Label Stencil',
    core: 'Drawer Folder Paint',
    scenes: 'Office',
    names:
      'FilingCabinetMakeover FilingCabinetPlanter MagnetArtFilingCabinet StencilYourFilingCabinet FloralFilingCabinet ContactPaperFilingCabinet FilingCabinetSideTable PastelFilingCabinet',
    also: 'filecabinet',
  },
  circle: {
    things: 'Compass Plate Cup String Pencil Crayon Dots Spiral Rings Mandala',
    moves: 'OneStroke DotToDot SpiralIn TraceACup',
    verbs: 'Draw Trace Spin Loop Shade',
    core: 'Compass OneStroke Mandala',
    scenes: 'Round Doodle',
    names:
      'PerfectCircleDare OnlyCirclesPortrait CircleMandala OneStrokeCircle LeftHandCircleTest CircleOpArt CupTracedCircles CircleStampPainting',
  },
  pinwheel: {
    things: 'Paper Straw Pin Blades Breeze Wind Stick Colors Garden Spin',
    moves: 'FoldThePoints BlowToSpin CatchTheBreeze PinTheCenter',
    verbs: 'Spin Blow Fold Twirl Whirl',
    core: 'Spin Breeze Paper',
    scenes: 'Breezy Garden',
    names:
      'FoldAPaperPinwheel GiantPinwheelBuild RainbowPinwheel PinwheelGardenDisplay RecycledBoxPinwheel PinwheelSwirlPainting PinwheelQuiltBlock PinwheelWallMural',
  },
  pixel: {
    things: 'Grid Square Sprite Screen Palette Beads StickyNote GraphPaper Mosaic Heart',
    moves: 'FillTheGrid ColorBySquare ZoomIn BuildASprite',
    verbs: 'Zoom Fill Draw Stack Color',
    core: 'Grid Square Sprite',
    scenes: 'Retro Arcade',
    names:
      'StickyNotePixelMural GraphPaperPixelHero PixelSelfPortrait PixelCrossStitch PatioPixelChalk PixelEmojiRecreate BeadPixelKeychain PixelSunsetScene',
  },
  placemat: {
    things: 'Crayons Plate Fork Napkin Table Doodle Menu Coaster Ribbon Stencil',
    moves: 'SetTheTable WeaveAStrip ColorItIn FoldTheNapkin WipeItClean',
    verbs: 'Weave Doodle Color Set Wipe',
    core: 'Crayons Doodle SetTheTable',
    scenes: 'DinnerTable TableSetting',
    names:
      'WeaveAPlacemat PlacematDoodleDare CrayonPlacematMaze PressedLeafPlacemat PotatoStampPlacemat PlacematSelfPortrait ChalkboardPlacemat FingerprintPlacemat FabricScrapPlacemat',
  },
  yarn: {
    things: 'Needles Hook Skein Stitch Pompom Scarf Loom Tassel Beanie GrannySquare',
    moves: 'CastOn WindABall TieAKnot FingerKnit ChainStitch',
    verbs: 'Knit Crochet Wind Weave Tangle',
    core: 'Knit Crochet Stitch',
    scenes: 'CraftNight CozyCorner',
    names:
      'YarnWrappedLetters YarnPompomCritters FingerKnitYarnScarf YarnPainting YarnBombATree GodsEyeYarnCraft YarnTasselGarland YarnWallHanging',
  },
  'paper bag': {
    things: 'Puppet Lunch Groceries Mask Crayons Glue Handles Popcorn Sack Sticker',
    moves: 'PuppetShow LunchDoodle FoldAndCut MaskMaking',
    verbs: 'Fold Cut Glue Crumple Draw',
    core: 'Puppet Lunch Mask',
    scenes: 'BrownBag Lunchtime',
    names:
      'PaperBagPuppetShow PaperBagTreeSculpture PaperBagMonsters PaperBagLunchDoodle DrawOnAPaperBag CrumpledPaperBagArt PaintedPaperBagMask TinyPaperBagVillage',
  },
  stool: {
    things: 'Seat Legs Wood Cushion Paint Kitchen Counter Piano Workshop Footrest',
    moves: 'SpinAround PaintJob Upcycle SitAndSpin',
    verbs: 'Sit Spin Paint Sand Perch',
    core: 'Seat Legs Spin',
    scenes: 'Kitchen Workshop',
    names:
      'StoolMakeover PaintedStoolGlowUp StoolMosaicTop UpcycleAStool RainbowStoolLegs StoolStillLife DecoupageStool SketchTheStool',
  },
  'glue gun': {
    things: 'GlueSticks Sequins Felt Cardboard Beads Pompoms Buttons Ribbons GooglyEyes Strings',
    moves: 'StickItOn CraftNight QuickFix BeadIt TrimAndPress',
    verbs: 'Stick Glue Craft Attach Press',
    core: 'GlueSticks Sequins Craft',
    scenes: 'CraftTable DIY',
    names:
      'HotGlueWindowClings HotGlueStamps GlueGunDoodle GlueGunSculptOff StainedGlassGlueGun GlueGunMosaic GlueGunSnowflakes GlueGunStringArt',
    also: 'hotglue',
  },
  scarecrow: {
    things: 'Straw Hay Flannel Pumpkin Crows Cornfield StrawHat Overalls Burlap Buttons',
    moves: 'StuffWithStraw StandStill FloppyWalk ArmsOut ScareTheCrows',
    verbs: 'Stuff Stand Flop Guard Scare',
    core: 'Straw Crows Cornfield',
    scenes: 'Harvest FallFarm',
    names:
      'BuildAScarecrow ScarecrowFromScraps MiniScarecrowCraft SockScarecrowPuppet ScarecrowSketchOff PaintAScarecrowFace FamilyScarecrowDay BestDressedScarecrow PaperBagScarecrow DrawYourScarecrowTwin',
  },
  wool: {
    things: 'Yarn Sheep Sweater Needles Pompom Felt Scarf Mittens Skein Socks',
    moves: 'CastOn FingerKnit RollAYarnBall FeltABall WindTheSkein',
    verbs: 'Knit Felt Spin Wind Weave',
    core: 'Yarn Sheep Sweater',
    scenes: 'CozyKnit SheepFarm',
    names:
      'PompomWoolCritters CardboardLoomWool WoolPaintingCanvas FingerKnitWoolScarf WetFeltWoolBeads WoolTasselGarland WoolWrappedLetters WoolPortraitStitch',
  },
  hedge: {
    things: 'Shears Leaves Topiary Garden Maze Birds Fence Clippings Robins Twigs',
    moves: 'TrimTheTop ShapeABall PeekThrough SweepClippings',
    verbs: 'Trim Shape Clip Prune Peek',
    core: 'Topiary Shears Maze',
    scenes: 'Garden FrontYard',
    names:
      'HedgeAnimalTopiary HedgeLeafPrints MiniHedgeDiorama DrawAHedgeMaze SketchAHedgerow HedgeTwigWeaving ClippingsHedgeCollage HedgeWatercolorStudy',
  },
  box: {
    things: 'Cardboard Tape Fort Lid Flaps Marker Robot Castle Dollhouse Paint',
    moves: 'BuildAFort TapeItUp FoldTheFlaps CutAWindow StackThemUp',
    verbs: 'Fold Tape Stack Build Decorate',
    core: 'Cardboard Tape Fort',
    scenes: 'Carton MovingDay',
    names:
      'ThinkInsideTheBox BoxFortBuildOff CardboardBoxCastle ShoeBoxDiorama TurnABoxIntoACar PaintMyBoxHouse BoxRobotMakeover BoxCityChallenge OneBoxMasterpiece',
  },
  'rubber band': {
    things: 'Ball Geoboard TieDye Bracelet Stamp Jar Pencil Desk Bundle Loop',
    moves: 'BuildTheBall TieDyeTwist DoubleLoop StretchIt StackOnABottle',
    verbs: 'Stretch Twist Loop Bundle Wrap',
    core: 'Stretch Ball TieDye',
    scenes: 'Office DeskDrawer',
    names:
      'RubberBandTieDye BiggestRubberBandBall RubberBandGeoboardArt RubberBandStamp RubberBandRollerPrint RubberBandEasterEggs RubberBandBracelet RubberBandResistPaint CityscapeRubberBand',
    also: 'elasticband',
  },
  'shoe box': {
    things: 'Lid Tissue Cardboard Diorama Glue Scissors Paint Tape Sneakers Label',
    moves: 'CutAWindow DecorateTheLid BuildADiorama LabelAndStack MiniRoom',
    verbs: 'Cut Glue Decorate Stack Store',
    core: 'Lid Diorama Cardboard',
    scenes: 'CraftTable',
    names:
      'OceanInAShoeBox ShoeBoxDiorama ShoeBoxDollhouse ShoeBoxPuppetStage DreamRoomInAShoeBox ShoeBoxLidCollage ShoeBoxHauntedHouse ShoeBoxStorybookScene',
  },
  tape: {
    things: 'Roll Scissors Canvas Stripes Stickers Dispenser Mural Cardboard Labels Stencil',
    moves: 'PeelReveal FindTheEnd RipAStrip WrapAGift CleanLines',
    verbs: 'Stick Peel Rip Wrap Patch',
    core: 'Stick Peel Roll',
    scenes: 'Sticky',
    names:
      'PeelTheTapeReveal TapeResistPainting TapeBookmarkCorners DuctTapeWallet TapeLineMural MaskingTapeSkyline StickyTapeMosaic OneRollOfTapeArt TapeAPortrait',
  },
  'pencil case': {
    things: 'Sharpener Eraser Highlighters GelPens Ruler Zipper Stickers Markers Crayons Keychain',
    moves: 'PackForSchool ZipItUp ColorSort DoodleCover Restock',
    verbs: 'Zip Pack Sort Doodle Decorate',
    core: 'Zipper Sharpener GelPens',
    scenes: 'Stationery BackToSchool',
    names:
      'DoodleYourPencilCase PencilCaseGlowUp WhatsInMyPencilCase NoSewPencilCase PencilCaseColorWheel CerealBoxPencilCase PaintedPencilCaseTin PinBadgePencilCase',
    also: 'pencilpouch pencilbox',
  },
} as const satisfies KeywordEntries;
