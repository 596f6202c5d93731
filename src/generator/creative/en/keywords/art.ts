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
    names:
      'ArtVsArtist DrawThisInYourStyle PassTheSketchbook OneMinuteArtChallenge TurnThisScribbleIntoArt',
    also: 'artist artwork',
  },
  drawing: {
    things: 'Pencil Sketchbook Eraser Pen Marker Charcoal Crayon Paper',
    moves: 'Portrait SelfPortrait Doodle Cartoon Eye Hand Face Sketch LineArt',
    verbs: 'Draw Sketch Doodle',
    core: 'Pencil Sketchbook Draw',
    names:
      'DrawThisInYourStyle ArtVsArtist OneLineDrawing BlindfoldDrawing NoEraserChallenge SketchOff',
    also: 'draw',
  },
  painting: {
    things: 'Brush Canvas Palette Easel Paint Apron PaletteKnife Sponge',
    moves: 'Sunset Landscape Portrait Flower StillLife Ocean Sky Abstract',
    verbs: 'Paint Create',
    core: 'Brush Canvas Paint',
    names:
      'TenMinutePainting PaintThisInYourStyle FinishMyPainting CanvasReveal OneBrushChallenge BlindfoldPainting',
    also: 'paint',
  },
  watercolor: {
    things: 'Brush Palette Paper Sketchbook Waterbrush Sponge Jar Tape',
    moves: 'Sunset Flower Sky Galaxy Landscape Rainbow Ocean Leaf',
    verbs: 'Paint Splash',
    core: 'Brush Palette Paint',
    names:
      'WatercolorWednesday PaintTheSky WatercolorRoulette TapeRevealChallenge PaintTheRainbow TinyWatercolorChallenge',
    also: 'watercolour aquarelle',
  },
  sketch: {
    things: 'Pencil Journal Eraser Pen Charcoal Notebook Marker Bench',
    moves: 'Portrait Face Hand Doodle Cafe Street Figure Study',
    verbs: 'Draw Doodle',
    core: 'Pencil Eraser Draw',
    names: 'SketchWhatYouSee SketchADay TenMinuteSketch FillTheSketchbook SketchOff',
    also: 'sketching',
    verb: true,
  },
  doodle: {
    things: 'Pen Notebook Marker StickyNote Sketchbook Sticker Planner Whiteboard',
    moves: 'Squiggle Monster Flower Cartoon Pattern Character BubbleLetters Smiley',
    verbs: 'Draw Color',
    core: 'Pen Notebook Squiggle Draw',
    names: 'SquiggleChallenge DoodleADay TurnThisSquiggle FinishMyDoodle DoodleSwapChallenge',
    also: 'doodling',
    verb: true,
  },
  acrylic: {
    things: 'Canvas Brush Palette Easel PaletteKnife Tube Sponge Tape',
    moves: 'Sunset Galaxy Pour Silhouette Flower Ocean Abstract Landscape',
    verbs: 'Paint Pour',
    core: 'Canvas Brush Paint',
    names:
      'AcrylicPourChallenge AcrylicSunsetChallenge TenMinuteAcrylic TapeRevealChallenge AcrylicWithThreeColors',
    also: 'acrylicpaint acrylicpainting acrylicpour',
  },
  'oil painting': {
    things: 'Canvas Brush Easel Palette PaletteKnife Studio Linseed Varnish',
    moves: 'Portrait Landscape StillLife Seascape Flower Sky',
    verbs: 'Paint Create',
    core: 'Canvas Easel Brush Paint',
    names:
      'OilPaintingInOneSitting FirstOilPainting OilPaintYourPet OilPaintingReveal OilPaintAStillLife',
    also: 'oilpaint oils',
  },
  'digital art': {
    things: 'Tablet Stylus Brush Canvas Layer ApplePencil Palette Brushset',
    moves: 'Character Portrait Speedpaint Redraw LineArt Fanart Chibi Icon',
    verbs: 'Draw Paint Design Color',
    core: 'Tablet Stylus Draw',
    names:
      'DrawThisInYourStyle RedrawMyOldArt DigitalArtSpeedpaint OneBrushDigitalArt DigitalArtFromAPhoto',
    also: 'procreate digitalpainting digitaldrawing ibispaint',
  },
  pottery: {
    things: 'Clay Wheel Glaze Kiln Sponge Studio Apron',
    moves: 'Mug Bowl Vase Plate Cup Planter Pot Teapot',
    verbs: 'Sculpt Glaze',
    core: 'Clay Wheel Mug Sculpt',
    names:
      'OneBallOfClay MudToMasterpiece KilnReveal BlindfoldPottery MyFirstPotteryMug PotteryWheelChallenge',
    also: 'ceramics ceramic wheelthrowing',
  },
  clay: {
    things: 'Sculpture Roller Cutter Tool Knife Needle Sponge Tray Apron',
    moves: 'TinyFood PinchPot Frog Mushroom Figurine Miniature Coaster Dish',
    verbs: 'Sculpt Create',
    core: 'Sculpture Figurine Sculpt',
    names:
      'OneBallOfClay SculptYourPet TinyClayFood ClayFrogChallenge ClayCharmChallenge BlindfoldSculpt',
    also: 'polymerclay airdryclay claymodeling',
  },
  sculpture: {
    things: 'Clay Wire Chisel Plaster Marble Stand Pedestal Armature',
    moves: 'Bust Figure Portrait Animal Hand Face',
    verbs: 'Sculpt Carve',
    core: 'Clay Marble Sculpt',
    names:
      'SculptYourself SculptYourPet TinySculptureChallenge SculptItInClay FoilSculptureChallenge',
    also: 'sculpting sculpt',
  },
  crochet: {
    things: 'Hook Yarn Skein StitchMarker Scissors Needle',
    moves: 'GrannySquare BucketHat Plushie Flower Coaster Scrunchie Cardigan Blanket',
    verbs: 'Stitch Make',
    core: 'Yarn GrannySquare Stitch',
    names:
      'CrochetAlong GrannySquareChallenge CrochetABucketHat BlindfoldCrochet OneBallOfYarnChallenge',
    also: 'crocheting',
    verb: true,
  },
  knitting: {
    things: 'Needle Yarn Skein Pattern StitchMarker Scissors',
    moves: 'Scarf Sweater Beanie Sock Mitten Blanket Cardigan Headband',
    verbs: 'Knit Make',
    core: 'Yarn Scarf Knit',
    names:
      'KnitAlong KnitMyFirstSweater KnitAScarfChallenge OneBallOfYarnChallenge SpeedKnittingChallenge BlindfoldKnitting',
    also: 'knit',
  },
  embroidery: {
    things: 'Hoop Floss Needle Thread Pattern Denim Tote Patch',
    moves: 'Flower FloralHoop Lettering PetPortrait Patch Bee Mushroom',
    verbs: 'Stitch Embroider Sew',
    core: 'Hoop Thread Stitch',
    names: 'StitchAlong EmbroideryHoopReveal EmbroiderYourJeans EmbroiderYourPet StitchYourName',
    also: 'handembroidery',
  },
  'cross stitch': {
    things: 'Hoop Floss Needle Pattern Frame Bookmark Chart Aida',
    moves: 'Sampler PixelPattern Bookmark Flower Quote Heart',
    verbs: 'Stitch Sew',
    core: 'Hoop Pattern Stitch',
    names:
      'CrossStitchAlong PixelStitchChallenge CrossStitchYourName CrossStitchAMeme CrossStitchYourPet',
    also: 'counted',
  },
  sewing: {
    things: 'Machine Fabric Thread Scissors Pattern Pin Bobbin Tote',
    moves: 'Tote Pillow Skirt Scrunchie Dress Patchwork Apron',
    verbs: 'Sew Stitch Hem',
    core: 'Fabric Thread Sew',
    names:
      'SewYourOwnClothes FirstSewingProject SewFromABedsheet SewAToteBagChallenge SewingThriftFlip',
    also: 'sew',
  },
  quilting: {
    things: 'Quilt Fabric Thread Block Batting Pattern Scissors RotaryCutter FatQuarter',
    moves: 'Patchwork StarBlock LogCabin Pillow Blanket Table Runner',
    verbs: 'Stitch Sew',
    core: 'Quilt Patchwork Stitch',
    names: 'QuiltAlong QuiltReveal QuiltFromScraps MyFirstQuilt QuiltABlockADay',
    also: 'quilt',
  },
  macrame: {
    things: 'Knot Cord Ring Bead Dowel Fringe Keychain Hook Plant',
    moves: 'PlantHanger WallHanging Keychain Coaster Bracelet Feather',
    verbs: 'Braid Create',
    core: 'Knot Cord PlantHanger',
    names:
      'FirstMacrameProject KnotAlong MakeAPlantHanger MacrameKeychainSwap MacrameFeatherChallenge',
  },
  photography: {
    things: 'Camera Lens Tripod Phone Flash Light Backdrop Reflector',
    moves: 'Portrait GoldenHour Silhouette Reflection Macro ForcedPerspective FlatLay Selfie',
    verbs: 'Snap Capture',
    core: 'Camera Lens Snap',
    names:
      'GoldenHourPhotoChallenge PhoneVsCamera UglyLocationPhotoshoot OneLensChallenge OneObjectTenPhotos',
    also: 'photo photographer',
  },
  portrait: {
    things: 'Pencil Sketchbook Mirror Photo Reference Charcoal Canvas Paint',
    moves: 'Eye Face Profile Caricature Smile Sketch Likeness',
    verbs: 'Draw Paint Sketch',
    core: 'Canvas Face Smile Draw',
    names: 'DrawMeChallenge 10MinutePortrait ArtVsArtist PortraitInMyStyle PortraitFromMemory',
  },
  landscape: {
    things: 'Brush Canvas Palette Sketchbook Easel Paint Pencil Photo',
    moves: 'Mountain Sunset Lake Field Forest River Sky Horizon',
    verbs: 'Paint Sketch Capture',
    core: 'Canvas Mountain Sunset Paint',
    names:
      'PaintTheView TenMinuteLandscape PaintOutsideChallenge LandscapeFromMyWindow LandscapeFourSeasons',
    also: 'scenery',
  },
  'self portrait': {
    things: 'Mirror Pencil Sketchbook Selfie Photo Canvas Paint Marker',
    moves: 'CartoonMe AnimeMe Caricature MirrorSketch Realism',
    verbs: 'Draw Paint Sketch',
    core: 'Mirror Selfie Draw',
    names:
      'DrawYourselfChallenge ArtVsArtist SelfPortraitInOneLine SelfPortraitThreeStyles BlindSelfPortrait',
  },
  calligraphy: {
    things: 'Pen BrushPen Nib Ink Paper Envelope Quote Inkwell',
    moves: 'Name Alphabet Quote Signature Monogram Flourish Lettering',
    verbs: 'Letter Write Ink',
    core: 'Pen Ink Lettering Write',
    names:
      'CalligraphyYourName CalligraphyAlphabet BrushPenChallenge FakeCalligraphyChallenge CalligraphyNameRequests',
    also: 'handlettering lettering brushlettering',
  },
  graffiti: {
    things: 'SprayCan Wall Marker Stencil Blackbook Cap Sketchbook',
    moves: 'BubbleLetters Tag Mural Stencil Name Piece',
    verbs: 'Spray Letter',
    core: 'SprayCan Wall Spray',
    names:
      'GraffitiYourName BubbleLetterChallenge ChalkGraffitiChallenge GraffitiLetterADay GraffitiOnCanvas',
  },
  mural: {
    things: 'Wall Roller Brush Ladder Paint SprayCan Stencil Projector',
    moves: 'Sunset Jungle Flower Sky Lettering Rainbow',
    verbs: 'Paint Spray Design',
    core: 'Wall Paint Roller',
    names: 'MuralReveal PaintTheWall WallTransformation PaintABedroomMural MuralInAWeekend',
    also: 'streetart wallart',
  },
  anime: {
    things: 'Sketchbook Pencil Tablet Marker Copic Eye Panel Character',
    moves: 'Chibi Character BigEyes Redraw Hairstyle Panel',
    verbs: 'Draw Ink Color',
    core: 'Character BigEyes Draw',
    names:
      'DrawYourselfAsAnime AnimeStyleChallenge RedrawThisScene ChibiChallenge AnimeEyesChallenge',
    also: 'manga',
  },
  cartoon: {
    things: 'Pen Marker Sketchbook Character Panel Mascot SpeechBubble',
    moves: 'Caricature Character Mascot Expression Redraw Comic',
    verbs: 'Draw Ink Doodle',
    core: 'Character SpeechBubble Draw',
    names: 'CartoonYourself DrawMeAsACartoon StyleSwapChallenge CartoonYourPet CartoonYourFamily',
  },
  'character design': {
    things: 'Character Sketchbook Palette Tablet Outfit Prop Moodboard Silhouette',
    moves: 'OC Redesign Outfit Expression Turnaround Creature',
    verbs: 'Design Draw Redesign',
    core: 'Character Outfit Design',
    names:
      'DesignYourOwnCharacter CharacterFromThreeWords RedesignMyCharacter CharacterFromAScribble CharacterDesignChallenge',
    also: 'oc originalcharacter',
  },
  'fan art': {
    things: 'Sketchbook Tablet Poster Sticker Print Reference Character Scene',
    moves: 'Redraw Crossover Poster Chibi Scene StyleSwap',
    verbs: 'Draw Redraw Paint',
    core: 'Character Poster Redraw',
    names:
      'RedrawThisScene FanArtFromMemory DrawYourFavoriteCharacter FanArtInMyStyle FanArtCrossover',
  },
  comic: {
    things: 'Pen Sketchbook Panel Page Strip SpeechBubble Character Ink',
    moves: 'FourPanel Strip Superhero Storyboard SplashPage',
    verbs: 'Draw Ink Letter',
    core: 'Panel SpeechBubble Superhero Draw',
    names:
      'FourPanelComicChallenge DrawYourDayAsAComic TurnAMemeIntoAComic FinishMyComic ComicPanelRelay',
    also: 'webcomic',
  },
  'pixel art': {
    things: 'Pixel Grid Palette Sprite Tile Icon Heart Sword Tablet',
    moves: 'Sprite Portrait Animation Icon Heart Character',
    verbs: 'Draw Animate Design',
    core: 'Pixel Sprite Grid',
    names: 'PixelArtYourself 8BitMe PixelArtADay PixelArtYourPet PixelArtYourRoom',
  },
  origami: {
    things: 'Paper Scissors Ruler Crane Frog Star Box Boat',
    moves: 'Crane JumpingFrog LuckyStar Heart Flower Dragon Boat',
    verbs: 'Fold Create',
    core: 'Paper Crane Fold',
    names:
      'BlindfoldOrigami PaperCraneChallenge OrigamiInOneMinute OrigamiFrogRace OrigamiFromAReceipt',
    also: 'paperfolding',
  },
  'paper craft': {
    things: 'Paper Scissors Glue Cardstock Ribbon Washi Envelope Template',
    moves: 'PopUpCard PaperFlower Garland Lantern Envelope Snowflake',
    verbs: 'Fold Craft Design',
    core: 'Paper PaperFlower Fold',
    names:
      'PaperFlowerChallenge PopUpCardChallenge MakeItFromPaper PaperSnowflakeChallenge OneSheetPaperCraft',
    also: 'papercrafting',
  },
  scrapbook: {
    things: 'Sticker Photo Washi Ticket Stamp Journal Polaroid Glue',
    moves: 'Collage MemoryPage Layout Spread Cover',
    verbs: 'Design Create',
    core: 'Photo Sticker MemoryPage',
    names:
      'ScrapbookYourWeek MemoryPageChallenge ScrapbookAPageADay ScrapbookFromReceipts ScrapbookYourTrip',
    also: 'scrapbooking',
  },
  journaling: {
    things: 'Notebook Pen Sticker Washi Highlighter Stamp Tracker Spread',
    moves: 'CoverPage MonthlySpread HabitTracker Collage Doodle Lettering',
    verbs: 'Write Doodle Plan',
    core: 'Notebook Pen Sticker Write',
    names:
      'JournalPromptChallenge OneLineADayJournal DecorateAJournalPage GratitudeJournalChallenge JournalWithScrapsOnly',
    also: 'bulletjournal bujo artjournal journal diary junkjournal',
  },
  collage: {
    things: 'Magazine Glue Scissors Photo Paper Ticket Frame Cutout',
    moves: 'VisionBoard Moodboard Zine Mosaic Portrait',
    verbs: 'Arrange Design',
    core: 'Magazine Cutout Arrange',
    names:
      'MagazineCollageChallenge CollageFromJunkMail CutAndPasteChallenge CollageYourself VisionBoardCollage',
  },
  resin: {
    things: 'Mold Glitter Pigment Coaster Tray Keychain Flower Bookmark',
    moves: 'Coaster Keychain Geode OceanPour Bookmark Tray',
    verbs: 'Pour Design',
    core: 'Coaster Glitter Pour',
    names:
      'ResinPourReveal ResinKeychainChallenge OceanResinChallenge ResinBookmarkChallenge MakeAResinCoaster',
    also: 'epoxy',
  },
  'jewelry making': {
    things: 'Bead Wire Charm Chain Clasp Pearl Thread Pliers',
    moves: 'Bracelet Necklace Earring CharmNecklace Ring Anklet',
    verbs: 'Bead Design Make',
    core: 'Bead Charm Bracelet',
    names:
      'BeadedRingChallenge MakeYourOwnJewelry BeadAlong JewelryForMyBestie JewelryFromHardware',
    also: 'beading bead',
  },
  'friendship bracelet': {
    things: 'Bead Thread Letter Charm Floss Clasp Knot Loom',
    moves: 'Bracelet Chevron NameBracelet Stack Candy',
    verbs: 'Bead Braid',
    core: 'Bead Bracelet Braid',
    names:
      'BraceletForMyBestie TradeBraceletsChallenge FriendshipBraceletSwap NameBraceletChallenge FirstFriendshipBracelet',
    also: 'braceletmaking',
  },
  'tie dye': {
    things: 'Shirt Hoodie Sock Tote RubberBand Bottle Glove Pillowcase',
    moves: 'Spiral Bullseye Rainbow Crumple IceDye Stripes',
    verbs: 'Dye Twist Design',
    core: 'Shirt Spiral Rainbow Dye',
    names: 'TieDyeReveal UnwrapTheDye TieDyeEverything TieDyeSwirlChallenge IceDyeChallenge',
  },
  diy: {
    things: 'GlueGun Cardboard MasonJar Paint Scissors Tape Shelf Decor',
    moves: 'RoomMakeover Organizer Dupe Upcycle Flip Lamp',
    verbs: 'Make Build Craft',
    core: 'Cardboard Paint Upcycle Build',
    names: 'DIYOrBuy TenMinuteDIY DIYDupeChallenge DIYFromTheJunkDrawer DIYUnder5Dollars',
    also: 'doityourself crafts craft crafting',
    spelled: 'DIY',
  },
  upcycling: {
    things: 'Jar Bottle Cardboard TShirt Tin Denim Crate Pallet',
    moves: 'Planter Tote Makeover Lamp Organizer Flip',
    verbs: 'Upcycle Restore Reuse',
    core: 'Jar Bottle Makeover Upcycle',
    names: 'TrashToTreasure UpcycleAThriftFind ThriftFlipChallenge UpcycleAJar UpcycleYourOldTee',
    also: 'upcycle recycledart',
  },
  'bob ross': {
    things: 'FanBrush Canvas Easel PaletteKnife Palette Brush',
    moves: 'HappyLittleTree Mountain Cabin Cloud Lake Waterfall',
    verbs: 'Paint Create',
    core: 'Canvas HappyLittleTree Paint',
    names:
      'PaintAlongWithBob PaintLikeBobRoss PaintAHappyLittleTree BobRossVoiceover BeatTheBobRossClock',
    also: 'happylittletrees',
  },
  'van gogh': {
    things: 'Canvas Brush Palette Sunflower Cypress Easel',
    moves: 'StarryNight Sunflowers SelfPortrait Swirls Cafe Bedroom',
    verbs: 'Paint Recreate',
    core: 'Sunflower StarryNight Paint',
    names:
      'StarryNightChallenge PaintLikeVanGogh VanGoghYourPet StarryNightInMyStyle StarryNightOfMyTown',
    also: 'starrynight',
  },
  'famous painting': {
    things: 'Frame Prop Costume Backdrop Scarf Pearl Towel Fruit',
    moves: 'MonaLisa StarryNight PearlEarring TheScream LivingPainting',
    verbs: 'Recreate Pose Paint',
    core: 'Frame MonaLisa Recreate',
    names:
      'RecreateAFamousPainting BecomeAFamousPainting LivingPaintingChallenge MonaLisaMe GuessTheFamousPainting',
    also: 'famousart artrecreation gettychallenge monalisa',
  },
  charcoal: {
    things: 'Paper Eraser Stick Blender Sketchbook Pencil Tissue',
    moves: 'Portrait Eye Hand Face Skull Study',
    verbs: 'Draw Create',
    core: 'Sketchbook Portrait Draw',
    names:
      'CharcoalPortraitChallenge CharcoalEyeChallenge TenMinuteCharcoal CharcoalNoEraser CharcoalFingersOnly',
  },
  'colored pencil': {
    things: 'Pencil Sharpener Tin Eraser Paper Set Blender',
    moves: 'Rainbow Realism Portrait Fruit Eye Gradient',
    verbs: 'Color Create',
    core: 'Pencil Rainbow Color',
    names:
      'ColoredPencilRealism ThreeColoredPencils 24PencilsChallenge OnePencilChallenge ColoredPencilOrPhoto',
    also: 'colouredpencil colorpencil pencilcrayon',
  },
  marker: {
    things: 'Sketchbook Copic Posca Paper Case Swatch Refill',
    moves: 'Lettering Gradient Character Doodle Portrait',
    verbs: 'Color Draw',
    core: 'Sketchbook Doodle Color',
    names:
      '3MarkerChallenge BudgetVsProMarkers MarkerRouletteChallenge MarkerBlendChallenge OneMarkerDrawing',
    also: 'copic posca alcoholmarker',
  },
  ink: {
    things: 'Pen Brush Bottle Sketchbook Nib Paper Fineliner',
    moves: 'LineArt Portrait Splatter Landscape Doodle',
    verbs: 'Draw Sketch',
    core: 'Pen Splatter Draw',
    names:
      'InkDrawingChallenge NoPencilChallenge OneLineChallenge InkBlotMonster InkSplatChallenge',
    also: 'inking penandink',
  },
  gouache: {
    things: 'Palette Brush Tube Sketchbook Jar Tape Swatch',
    moves: 'TinyPainting Landscape Cloud Cabin Food Flower',
    verbs: 'Paint Create',
    core: 'Brush Palette Paint',
    names:
      'PaintYourDayInGouache TinyGouacheChallenge GouacheFoodChallenge GouacheInTenMinutes GouacheCloudChallenge',
  },
  'oil pastel': {
    things: 'Pastel Paper Sketchbook Tissue Cloth Set',
    moves: 'Sunset Ocean Landscape Flower Sky Moon',
    verbs: 'Color Create',
    core: 'Pastel Sunset Color',
    names:
      'OilPastelSunsetChallenge OilPastelInTenMinutes ThreeOilPastelsOnly OilPastelOceanWaves FingerBlendChallenge',
    also: 'pastel softpastel',
  },
  chalk: {
    things: 'Bucket Sidewalk Sponge Brush Tape Stencil Driveway',
    moves: 'SidewalkMural Portal Hopscotch Rainbow Illusion Lettering',
    verbs: 'Draw Color',
    core: 'Sidewalk Hopscotch Draw',
    names:
      'SidewalkChalkChallenge ChalkTheWalk ChalkIllusion ChalkYourDriveway ChalkRainbowHopscotch',
    also: 'chalkart sidewalkchalk',
  },
  'spray paint': {
    things: 'SprayCan Can Stencil PosterBoard Mask Glove Cap',
    moves: 'Planets Space Sunset Stencil Silhouette',
    verbs: 'Spray Design',
    core: 'SprayCan Stencil Spray',
    names:
      'SpacePaintingChallenge SprayPaintPlanets StencilAndSpray SprayPaintSunset SprayPaintSilhouette',
    also: 'spraypaintart',
  },
  abstract: {
    things: 'Canvas Palette Knife Tape Sponge Roller Brush',
    moves: 'Pour Splatter TapeReveal Blob Swipe Texture',
    verbs: 'Paint Pour',
    core: 'Canvas Splatter Paint',
    names:
      'PaintYourFeelings AbstractTapeReveal PaintWithYourEyesClosed AbstractInThreeColors PaintASongAbstract',
    also: 'abstractart',
  },
  realism: {
    things: 'Pencil Reference Eraser Paper Grid Photo',
    moves: 'Portrait Eye Hand Fruit Reflection Texture',
    verbs: 'Draw Create',
    core: 'Pencil Portrait Draw',
    names: 'IsItAPhoto RealOrDrawn DrawItRealistic RealisticEyeChallenge DrawMyHandRealistic',
    also: 'hyperrealism realistic',
  },
  flower: {
    things: 'Vase Bouquet Petal Stem Press Brush Sketchbook',
    moves: 'Rose Tulip Daisy Lily Bouquet Wreath Peony',
    verbs: 'Paint Draw',
    core: 'Bouquet Petal Rose',
    names:
      'PaintAFlowerADay PressedFlowerArt OneLineFlowerChallenge FlowerInFiveStyles PaintYourFavoriteFlower',
    also: 'floral botanical',
  },
  'galaxy painting': {
    things: 'Galaxy Canvas Sponge Toothbrush Glitter Brush Palette',
    moves: 'Planet Moon Nebula Stars Cosmos MoonPhase',
    verbs: 'Paint Create',
    core: 'Galaxy Planet Stars Paint',
    names:
      'PaintTheStars GalaxyPaintingChallenge FiveMinuteGalaxy GalaxyWithASponge TinyGalaxyPainting',
    also: 'spaceart spacepainting',
  },
  eye: {
    things: 'Iris Pencil Eraser Reference Sketchbook Mirror Charcoal',
    moves: 'Iris Lashes Reflection AnimeStyle Realism Tears',
    verbs: 'Draw Create',
    core: 'Iris Lashes Draw',
    names: 'DrawAnEyeChallenge OneEyeADay DrawYourOwnEye EyeInFiveStyles AnimeVsRealEye',
    also: 'eyedrawing',
  },
  tattoo: {
    things: 'Ink Sketchbook Fineliner Pen Stencil Flash Tablet',
    moves: 'FlashSheet Lettering Rose Butterfly Design Fineline',
    verbs: 'Design Sketch Draw',
    core: 'Ink Stencil Rose Design',
    names:
      'DesignMyTattoo DesignATinyTattoo DrawMyNextTattoo TurnMyDoodleIntoATattoo TattooDesignSwap',
    also: 'tattoodesign flashart',
  },
  henna: {
    things: 'Cone Paste Palm Pattern Design',
    moves: 'Mandala Vine Paisley Flower Bridal Finger',
    verbs: 'Draw Design',
    core: 'Palm Mandala Draw',
    names:
      'FiveMinuteHenna HennaDesignChallenge MatchingHennaChallenge HennaForEid HennaMandalaPalm',
    also: 'mehndi',
  },
  'face paint': {
    things: 'Brush Sponge Palette Glitter Stencil Mirror',
    moves: 'Butterfly Tiger Rainbow Spiderweb Superhero Skull',
    verbs: 'Paint Design',
    core: 'Glitter Butterfly Paint',
    names: 'FiveMinuteFacePaint ParentPaintsMe FacePaintYourKid FacePaintSwap GuessMyFacePaint',
    also: 'facepainting',
  },
  'pumpkin carving': {
    things: 'Pumpkin Stencil Scoop Candle Carver Lantern',
    moves: 'JackOLantern ScaryFace Silhouette Portrait Pattern',
    verbs: 'Carve Design',
    core: 'Pumpkin JackOLantern ScaryFace',
    names:
      'PumpkinCarvingContest PumpkinCarveOff BestPumpkinWins PaintedPumpkinChallenge NoCarvePumpkin',
    also: 'jackolantern',
  },
  'easter egg': {
    things: 'Egg Dye Cup Sticker Crayon Basket Paint Glitter',
    moves: 'Marbling TieDye Ombre Speckled Patterns',
    verbs: 'Dye Paint',
    core: 'Egg Basket Dye',
    names:
      'EggDecoratingContest EasterEggDyeOff EggDyeReveal EasterEggMarbling NaturalDyeEasterEggs',
    also: 'eggdecorating',
  },
  'card making': {
    things: 'Card Cardstock Envelope Stamp Ribbon Sticker Glue Stencil',
    moves: 'PopUp Birthday Thanks Shaker Lettering',
    verbs: 'Design Stamp Fold',
    core: 'Card Envelope PopUp',
    names:
      'HandmadeCardChallenge PopUpCardChallenge MakeACardForMom ShakerCardChallenge ThankYouCardChallenge',
    also: 'handmadecard',
  },
  'rock painting': {
    things: 'Rock Pebble PaintPen Brush Sealer Garden',
    moves: 'Ladybug Cactus DotMandala Smiley Animal Kindness',
    verbs: 'Paint Design',
    core: 'Rock Pebble Ladybug Paint',
    names: 'KindnessRocks HideARock PaintedRockChallenge PaintARockPet DotMandalaRock',
    also: 'paintedrocks kindnessrocks',
  },
  mandala: {
    things: 'Pen Compass Ruler DottingTool Circle Paper',
    moves: 'DotArt Flower Petal Ring Symmetry Lotus',
    verbs: 'Draw Color',
    core: 'Circle Symmetry Draw',
    names:
      'DotMandalaChallenge DrawAMandalaChallenge ChalkMandalaChallenge MandalaFromNature FinishMyMandala',
    also: 'dotart dotmandala',
  },
  zentangle: {
    things: 'Pen Tile Sketchbook Pattern Border Marker',
    moves: 'Pattern Maze Doodle Tangle Fill',
    verbs: 'Draw Doodle',
    core: 'Pattern Maze Doodle',
    names:
      'ZentangleAnAnimal ZentangleADay ZentangleFillThePage ZentangleYourName ZentangleYourHand',
  },
  mosaic: {
    things: 'Tile Glass Mirror Frame Tray Shell Pebble Grout',
    moves: 'Sunburst Portrait Tabletop Pattern Coaster',
    verbs: 'Tile Arrange Design',
    core: 'Tile Pebble Pattern',
    names: 'MosaicReveal CerealMosaicChallenge MosaicYourPet PaperMosaicPortrait EggshellMosaic',
  },
  lego: {
    things: 'Brick Minifig Baseplate Set Plate Tile Piece',
    moves: 'SpeedBuild FreeBuild Diorama Spaceship House Castle',
    verbs: 'Build Design Stack',
    core: 'Brick Minifig Build',
    names: 'LegoBuildOff 100PieceLegoChallenge BlindfoldLegoBuild LegoSpeedBuild LegoBuildYourRoom',
    also: 'legobuild brickbuild',
  },
  sandcastle: {
    things: 'Bucket Shovel Moat Tower Shell Beach Wave',
    moves: 'Castle Tower Dragon Mermaid Turtle Sculpture',
    verbs: 'Build Sculpt Dig',
    core: 'Bucket Shovel Moat Build',
    names:
      'SandcastleBuildOff BeatTheTide SandcastleInTenMinutes SandDragonChallenge SandcastleFamilyBuild',
    also: 'sandart sandsculpture',
  },
  snowman: {
    things: 'Carrot Scarf Hat Button Mitten Broom Snowball',
    moves: 'SnowFamily Igloo SnowAngel Sculpture Fort',
    verbs: 'Build Sculpt',
    core: 'Carrot Scarf Snowball Build',
    names: 'SnowmanBuildOff BuildASnowman BestSnowmanWins BuildASnowPet TinySnowmanChallenge',
    also: 'snowsculpture',
  },
  slime: {
    things: 'Glue Glitter Bead Foam Charm Container Activator',
    moves: 'Fluffy Butter Crunchy Cloud Clear Glossy',
    verbs: 'Make Create',
    core: 'Glitter Fluffy Crunchy',
    names: 'DIYSlimeChallenge 3BowlsOfSlime SlimeSwapChallenge FixMySlime RainbowSlimeChallenge',
  },
  playdoh: {
    things: 'Mold Roller Cutter Tub Stamp Tray Mat',
    moves: 'TinyFood Cake Pizza Animal Sculpture Swirl',
    verbs: 'Sculpt Create',
    core: 'Tub Swirl Sculpt',
    names:
      'PlayDohBakeOff SculptItInPlayDoh PlayDohFoodChallenge PlayDohPictionary PlayDohPortrait',
    also: 'playdough',
    spelled: 'PlayDoh',
  },
  animation: {
    things: 'Flipbook Tablet Sketchbook Frame Storyboard Lightbox',
    moves: 'WalkCycle BouncingBall Flipbook Loop Character',
    verbs: 'Animate Draw',
    core: 'Flipbook Character Animate',
    names: 'AnimateThis BallBounceAnimation 12FrameAnimation AnimateMyDoodle FlipbookChallenge',
    also: 'animating animator 2danimation',
  },
  'stop motion': {
    things: 'Clay Camera Tripod Lego Puppet Prop Set',
    moves: 'Claymation BrickFilm FoodMotion Walk Loop',
    verbs: 'Animate Build',
    core: 'Puppet Claymation Animate',
    names:
      'StopMotionYourToys ClaymationMe OneFrameAtATime StopMotionBreakfast StopMotionBookshelf',
    also: 'claymation',
  },
  sticker: {
    things: 'Vinyl Sheet Laptop Bottle Cutter Holo Decal',
    moves: 'Kawaii Character Design DieCut Holo',
    verbs: 'Design Draw',
    core: 'Sheet Decal Laptop',
    names:
      'MakeYourOwnStickers TurnYourPetIntoASticker DesignASticker StickerSheetChallenge DrawMeAsASticker',
    also: 'stickerdesign',
  },
  miniature: {
    things: 'Dollhouse Clay Tweezers Glue Furniture Shelf',
    moves: 'TinyFood MiniRoom Diorama TinyBook MiniCake',
    verbs: 'Build Sculpt Paint',
    core: 'Dollhouse TinyFood Build',
    names:
      'TinyThingsChallenge MiniatureBookChallenge MakeItTiny MiniatureFoodChallenge MiniatureOfMyRoom',
    also: 'mini dollhouse diorama',
  },
  cardboard: {
    things: 'Box Tape Scissors Glue Tube Paint Marker',
    moves: 'Castle Robot Arcade Fort Costume MarbleRun',
    verbs: 'Build Design',
    core: 'Box Tape Fort Build',
    names:
      'BuildACardboardCastle BoxFortBuildOff CardboardCarChallenge BuildACardboardArcade CardboardCostumeChallenge',
    also: 'cardboardbox cardboardcraft',
  },
  weaving: {
    things: 'Loom Yarn Comb Dowel Fringe Shuttle',
    moves: 'WallHanging Coaster Tapestry Rug Bookmark',
    verbs: 'Weave Create',
    core: 'Loom Yarn Weave',
    names:
      'WeaveARainbowChallenge WeaveABookmark FirstWovenWallHanging WeaveWithScraps CardboardLoomChallenge',
    also: 'loom tapestry',
  },
  linocut: {
    things: 'Block Ink Roller Paper Stamp Carving',
    moves: 'Print Stamp Card Poster Tote',
    verbs: 'Carve Print',
    core: 'Block Ink Stamp Print',
    names: 'LinocutPrintReveal CarveAndPrint StampYourOwnTote LinocutYourPet LinocutHolidayCard',
    also: 'blockprint printmaking linoprint',
  },
  'film photography': {
    things: 'Film Camera Roll Disposable Lens Flash Negative Scanner',
    moves: 'Portrait FirstRoll DoubleExposure LightLeak Grain',
    verbs: 'Snap Capture Develop',
    core: 'Film Camera Snap',
    names:
      'OneRollOfFilmChallenge FilmVsPhoneChallenge DisposableCameraDay DisposableCameraSwap ShootFilmForAWeek',
    also: 'filmcamera 35mm disposablecamera',
  },
  polaroid: {
    things: 'Camera Film Frame Album Wall Print Flash',
    moves: 'PhotoWall Selfie Portrait Collage Instant',
    verbs: 'Snap Capture',
    core: 'Camera Film Snap',
    names:
      'OnePolaroidADay BuildAPolaroidWall PolaroidPhotoWalk PolaroidScavengerHunt DoodleOnAPolaroid',
    also: 'instax instantcamera',
  },
  coloring: {
    things: 'Crayon Pencil Marker Book Page GelPen Sharpener',
    moves: 'Mandala Rainbow Gradient Pattern Flower Animal',
    verbs: 'Color Create',
    core: 'Crayon Page Color',
    names:
      'ColoringBookGlowUp SameColoringPageChallenge ThreeColorColoringPage ColorOutsideTheLines ColoringPageRelay',
    also: 'coloringbook colouring',
  },
  'paint by numbers': {
    things: 'Canvas Brush Kit Palette Frame Pot',
    moves: 'Landscape Flower Portrait Reveal Detail',
    verbs: 'Paint Create',
    core: 'Canvas Kit Reveal Paint',
    names:
      'PaintByNumbersSpeedrun OneHourPaintByNumbers PaintByNumbersReveal PaintByNumbersWrongColors PaintByNumbersDuo',
    also: 'paintbynumber',
  },
  amigurumi: {
    things: 'Yarn Hook Stuffing SafetyEye StitchMarker Pattern',
    moves: 'Plushie Bunny Octopus Whale Frog Bear',
    verbs: 'Stitch Make',
    core: 'Yarn Plushie Stitch',
    names: 'AmigurumiAlong TinyPlushieChallenge CrochetAPlushie AmigurumiYourPet AmigurumiInADay',
    also: 'crochetplushie',
  },
  'granny square': {
    things: 'Yarn Hook Skein StitchMarker Colorway Scissors',
    moves: 'Blanket Cardigan BucketHat Vest Tote Pillow',
    verbs: 'Stitch Make',
    core: 'Yarn Blanket Stitch',
    names:
      'GrannySquareChallenge SquareADay GrannySquareCardigan GrannySquareSwap GrannySquareColorRoulette',
  },
  'needle felting': {
    things: 'Wool Needle FoamPad Roving Wire Eye',
    moves: 'TinyAnimal Mushroom PetMini Bunny Fox',
    verbs: 'Felt Sculpt',
    core: 'Wool TinyAnimal Felt',
    names: 'NeedleFeltYourPet TinyFeltFriends NeedleFeltABee NeedleFeltAMushroom FeltAFoxChallenge',
    also: 'felting feltcraft',
  },
  bookbinding: {
    things: 'Book Paper Thread Cover Needle Glue Spine Awl',
    moves: 'Journal Sketchbook Notebook MiniBook Rebind',
    verbs: 'Bind Sew Design',
    core: 'Book Journal Bind',
    names:
      'BookbindingChallenge MakeYourOwnSketchbook BindYourOwnJournal BindAMiniBook RebindAnOldBook',
    also: 'rebinding',
  },
  zine: {
    things: 'Paper Stapler Marker Scissors Glue Copier Cover',
    moves: 'Collage Comic Lettering OnePager Cover',
    verbs: 'Design Draw',
    core: 'Stapler Collage Comic',
    names: 'MakeAZine OnePageZine ZineSwap PassTheZine ZineAboutMyTown',
    also: 'fanzine',
  },
  'screen printing': {
    things: 'Screen Squeegee Ink Tee Tote Frame Stencil',
    moves: 'TeePrint ToteDesign Poster FirstPull MultiColor',
    verbs: 'Print Design',
    core: 'Squeegee Tee Print',
    names:
      'ScreenPrintReveal PrintYourOwnTee ScreenPrintYourHoodie ScreenPrintATote TwoColorScreenPrint',
    also: 'screenprint silkscreen',
  },
  'stained glass': {
    things: 'Glass Window Suncatcher Foil Solder Cutter',
    moves: 'Suncatcher WindowArt Panel Mosaic Butterfly',
    verbs: 'Design Paint',
    core: 'Window Suncatcher',
    names:
      'StainedGlassSuncatcher FauxStainedGlass StainedGlassReveal StainedGlassWithTissue StainedGlassButterfly',
    also: 'suncatcher',
  },
  'pressed flower': {
    things: 'Book Petal Frame Press Resin Bookmark Card Leaf',
    moves: 'Bookmark Frame Card Collage PhoneCase',
    verbs: 'Arrange Create',
    core: 'Petal Leaf Bookmark',
    names:
      'PressedFlowerArt PressAFlowerADay FromGardenToFrame PressedFlowerBookmark PressedFlowerPhoneCase',
    also: 'flowerpressing',
  },
  terrarium: {
    things: 'Jar Moss Pebble Fern Succulent Figurine Soil Glass',
    moves: 'TinyWorld MossGarden Landscape Desert Forest',
    verbs: 'Build Create',
    core: 'Jar Moss TinyWorld',
    names:
      'TinyWorldInAJar BuildATerrarium TerrariumReveal TerrariumUnder10Dollars TerrariumWithAStory',
  },
  'flower arranging': {
    things: 'Vase Bouquet Ribbon Shears Peony Tulip Stem',
    moves: 'Bouquet Centerpiece GroceryBouquet Ikebana Wreath',
    verbs: 'Arrange Create',
    core: 'Vase Bouquet Arrange',
    names:
      'GroceryStoreBouquet FlowerArrangeOff BouquetUnder20Dollars FlowersFromTheYard ThreeFlowerChallenge',
    also: 'ikebana floralarrangement bouquet',
  },
  wreath: {
    things: 'Hoop Ribbon Greenery Pinecone Door Bow Berry Eucalyptus',
    moves: 'FrontDoor DriedFloral Christmas Seasonal Hoop',
    verbs: 'Weave Create',
    core: 'Ribbon Pinecone Greenery',
    names:
      'WreathMakingChallenge WreathReveal FrontDoorMakeover WreathForEverySeason WreathFromTheYard',
  },
  ornament: {
    things: 'Bauble Glitter Clay Felt Ribbon Tree Photo Paint',
    moves: 'SaltDough ClayStar FeltStar ClearBauble Snowflake',
    verbs: 'Paint Design',
    core: 'Bauble Tree Glitter',
    names:
      'HandmadeOrnamentChallenge DIYOrnament OrnamentSwap SaltDoughOrnament FeltOrnamentChallenge',
    also: 'christmasornament bauble',
  },
  quilling: {
    things: 'Paper Strip Tool Glue Card Frame',
    moves: 'Flower Heart Monogram Spiral Teardrop',
    verbs: 'Design Create',
    core: 'Paper Strip Spiral',
    names:
      'QuillAButterfly PaperQuillingArt QuillYourName QuillingFlowerChallenge QuillAGreetingCard',
  },
  'paper mache': {
    things: 'Balloon Newspaper Paste Glue Paint Bowl',
    moves: 'Mask Bowl Planet Pinata Animal Sculpture',
    verbs: 'Sculpt Paint',
    core: 'Balloon Newspaper Mask',
    names:
      'PaperMacheMaskChallenge PaperMachePinata MadeFromNewspaper PaperMachePlanet PaperMacheBowl',
    also: 'papiermache',
  },
  marbling: {
    things: 'Tray Paint Paper Comb Water Ink',
    moves: 'Swirl Pattern Feather Reveal Wave',
    verbs: 'Create Design',
    core: 'Paint Water Swirl',
    names:
      'WaterMarblingChallenge MarbleAMugChallenge DipAndReveal ShavingCreamMarbling MarbledPaperChallenge',
    also: 'papermarbling',
  },
  'hydro dipping': {
    things: 'Sneaker Mug Skateboard Tub SprayPaint Bottle Controller',
    moves: 'Swirl SneakerDip Reveal Pattern Galaxy',
    verbs: 'Spray Create',
    core: 'Sneaker Tub Swirl',
    names: 'HydroDipReveal DipEverything HydroDipYourShoes HydroDipAPumpkin HydroDipMysteryColors',
    also: 'hydrodip',
  },
  'custom shoes': {
    things: 'Sneaker Paint Brush Tape Laces Sole Marker',
    moves: 'CustomAF1 Design Reveal Drip Galaxy',
    verbs: 'Paint Design Customize',
    core: 'Sneaker Paint Customize',
    names:
      'CustomizeMyKicks PaintYourSneakers ShoeCustomReveal MatchingCustomShoes CustomizeThriftedShoes',
    also: 'customsneakers sneakercustom',
  },
  tufting: {
    things: 'Yarn Gun Frame Rug Cloth Shears Carpet',
    moves: 'Rug RugReveal Mirror Coaster Outline',
    verbs: 'Tuft Design',
    core: 'Yarn Rug Tuft',
    names: 'TuftedRugReveal TuftAMushroomRug TuftYourOwnRug TuftAMirror TuftYourPet',
    also: 'rugtufting rugmaking',
  },
  'punch needle': {
    things: 'Needle Hoop Yarn Cloth Pattern Pillow',
    moves: 'Pillow Coaster MirrorFrame Loops Flower',
    verbs: 'Punch Create',
    core: 'Yarn Hoop Loops',
    names:
      'PunchNeedleYourPet PunchNeedlePillow PunchNeedleYourName PunchNeedleAMushroom FirstPunchNeedleProject',
  },
  'perler beads': {
    things: 'Pegboard Bead Tweezers Pattern Iron Keychain',
    moves: 'PixelArt Keychain Coaster Sprite Magnet Bowl',
    verbs: 'Design Create',
    core: 'Pegboard Bead PixelArt',
    names: 'PerlerPixelArt PerlerBeadKeychain PerlerYourFavoriteGame PerlerYourPet PerlerBeadBowl',
    also: 'perler hamabeads fusebeads',
  },
  'diamond painting': {
    things: 'Gem Drill Pen Tray Canvas Kit Frame',
    moves: 'Butterfly Landscape Flower Cat Reveal',
    verbs: 'Create Design',
    core: 'Gem Canvas Reveal',
    names:
      'DiamondPaintingSpeedrun FinishADiamondPainting DiamondPaintingReveal DiamondPaintYourPet DiamondPaintingRelay',
    also: 'diamondart',
  },
  'model kit': {
    things: 'Kit Paint Decal Base Figure Brush Glue',
    moves: 'Robot Diorama Car Spaceship Figure',
    verbs: 'Build Paint Snap',
    core: 'Kit Robot Build',
    names: 'ModelKitSpeedBuild BoxToShelf PaintYourModel ModelKitInADay BuildAModelKitDiorama',
    also: 'gunpla scalemodel',
  },
  'snow globe': {
    things: 'Jar Glitter Figurine Water Tree Snow Base',
    moves: 'WinterScene Miniature ShakeReveal Village',
    verbs: 'Build Design',
    core: 'Snow Glitter ShakeReveal',
    names: 'DIYSnowGlobe WinterInAJar SnowGlobeReveal SnowGlobeOfMyTown SummerSnowGlobe',
  },
  'fairy garden': {
    things: 'Pot Moss Door House Pebble Figurine Bridge Mushroom',
    moves: 'TinyHouse FairyDoor MossLawn Path Miniature',
    verbs: 'Build Create',
    core: 'Moss FairyDoor TinyHouse',
    names:
      'FairyGardenReveal TinyWorldChallenge BuildAFairyHome FairyDoorChallenge FairyGardenFromScraps',
  },
  birdhouse: {
    things: 'Bird Wood Paint Roof Perch Brush Seed Door',
    moves: 'Cottage Rainbow Shingles Decorating',
    verbs: 'Paint Build',
    core: 'Bird Perch Build',
    names:
      'BirdhouseMakeover PaintABirdhouse BirdhouseBuildOff BirdhouseFromACarton BirdhouseDreamHome',
  },
  pinata: {
    things: 'Cardboard TissuePaper Glue Candy Rope Fringe Stick',
    moves: 'Unicorn Star Number Llama Heart',
    verbs: 'Build Design',
    core: 'TissuePaper Unicorn Llama',
    names: 'DIYPinata PinataBuildOff PinataFromABox NumberPinataChallenge MiniPinataChallenge',
  },
  puppet: {
    things: 'Sock Felt GooglyEye Button Yarn Glue Stage',
    moves: 'SockCharacter PaperBagBuddy Show Voice Marionette',
    verbs: 'Sew Craft Perform',
    core: 'Sock GooglyEye Perform',
    names: 'SockPuppetChallenge PuppetShowChallenge MakeAPuppet PuppetOfYourself PaperBagPuppet',
    also: 'sockpuppet',
  },
  keychain: {
    things: 'Charm Bead Clay Resin Ring Letter Tassel',
    moves: 'BeadCharm ClayCharm NameCharm ResinCharm Tassel',
    verbs: 'Design Make Bead',
    core: 'Charm Bead Tassel',
    names:
      'MakeYourOwnKeychain KeychainSwap KeychainReveal KeychainOfYourPet ClayKeychainChallenge',
  },
  canvas: {
    things: 'Brush Easel Palette Tape Frame Acrylic Knife',
    moves: 'Sunset Abstract Silhouette TapeReveal Pour Texture',
    verbs: 'Paint Create',
    core: 'Brush Easel Paint',
    names:
      'BlankCanvasChallenge CanvasReveal TapeRevealChallenge OneCanvasThreeArtists TinyCanvasChallenge',
    also: 'canvaspainting',
  },
  sketchbook: {
    things: 'Pencil Pen Marker Sticker Tape Cover Page Spread',
    moves: 'Tour Doodle Spread Study CoverArt',
    verbs: 'Draw Doodle',
    core: 'Pencil Page Doodle',
    names:
      'FillTheSketchbook FirstPageVsLastPage PassTheSketchbook SketchbookRoulette SketchbookSwap',
    also: 'sketchbooktour',
  },
  'art supplies': {
    things: 'Marker Paint Brush Pencil Palette Pen Sketchbook Tape',
    moves: 'Haul Swatch DeskTour CheapVsPricey Unboxing',
    verbs: 'Swatch Test Organize',
    core: 'Marker Brush Haul',
    names:
      'ArtSupplyRoulette DollarStoreArtChallenge MysteryArtSupplies BudgetVsProArtSupplies OneArtSupplyChallenge',
    also: 'artsupply artdesk',
  },
  'art block': {
    things: 'Prompt Sketchbook Jar Dice Playlist Timer Pencil',
    moves: 'PromptJar RandomPrompt WarmUp QuickSketch StyleSwap',
    verbs: 'Draw Doodle Create',
    core: 'Prompt Sketchbook Doodle',
    names: 'BeatArtBlock ArtBlockPromptJar DrawWhatYouSee DrawFromTheComments ArtBlockDiceRoll',
  },
  'art prompt': {
    things: 'Prompt Dice Wheel Jar Timer List Word',
    moves: 'RandomPrompt SpinTheWheel WordPrompt DailyPrompt',
    verbs: 'Draw Paint Create',
    core: 'Prompt Dice Draw',
    names: 'SpinTheArtWheel DrawThePrompt PromptADay ArtPromptRoulette TwoWordArtPrompt',
    also: 'drawingprompt',
  },
  inktober: {
    things: 'Pen Ink Brush Sketchbook PromptList Bottle',
    moves: 'Creature Portrait LineArt DailyPrompt Linework',
    verbs: 'Ink Draw',
    core: 'Pen Ink DailyPrompt',
    names:
      'InktoberChallenge 31DaysOfInk InktoberStyleSwap InktoberInOneLine InktoberPromptRoulette',
    also: 'drawtober',
  },
  mermay: {
    things: 'Sketchbook Pencil Shell Pearl Wave Scale Seaweed',
    moves: 'Mermaid MermaidTail Underwater OC Redesign',
    verbs: 'Draw Design Paint',
    core: 'Shell Mermaid Draw',
    names:
      'DrawYourselfAsAMermaid MermayChallenge MermaidInMyStyle MermaidYourPet MermayPromptADay',
    also: 'mermaid',
  },
  'art style': {
    things: 'Sketchbook Tablet Pencil Palette Reference Character',
    moves: 'Cartoon Anime Chibi Realism Portrait StyleSwap',
    verbs: 'Draw Redraw',
    core: 'Sketchbook StyleSwap Draw',
    names:
      'ArtStyleSwap ArtStyleChallenge DrawMeInYourStyle SameCharacterFiveStyles FindYourArtStyle',
  },
  redraw: {
    things: 'Sketchbook Tablet OldDrawing Meme Screenshot Reference',
    moves: 'ChildhoodDrawing MemeRemake Scene Character OldVsNew',
    verbs: 'Draw Create',
    core: 'OldDrawing OldVsNew Draw',
    names: 'RedrawMyOldArt OldVsNewArt RedrawThisScene RedrawYourChildhoodArt RedrawAMeme',
    also: 'redrawchallenge',
  },
  'art trade': {
    things: 'Sketchbook Tablet Postcard Print Sticker Character',
    moves: 'Portrait Character OCSwap StyleSwap SketchSwap Collab',
    verbs: 'Draw Create',
    core: 'Character SketchSwap Draw',
    names: 'ArtTradeReveal DrawMyCharacter CharacterSwapChallenge ArtTradeChallenge BlindArtTrade',
    also: 'artswap',
  },
  'one line drawing': {
    things: 'Pen Fineliner Paper Sketchbook Marker',
    moves: 'Portrait Face Cat Hand Flower',
    verbs: 'Draw Create',
    core: 'Pen Face Draw',
    names: 'OneLineChallenge NeverLiftThePen OneLinePortrait OneLineCatChallenge OneLineYourFamily',
    also: 'oneline continuousline',
  },
  'blind contour': {
    things: 'Pen Paper Mirror Timer Blindfold Sketchbook',
    moves: 'PartnerPortrait SelfPortrait BlindPortrait Hand',
    verbs: 'Draw Create',
    core: 'Blindfold BlindPortrait Draw',
    names:
      'DrawMeWithoutLooking BlindContourPortrait BlindDrawingChallenge BlindContourSwap BlindContourYourHand',
    also: 'blinddrawing',
  },
  'wrong hand': {
    things: 'Pencil Pen Marker Sketchbook Paper Crayon',
    moves: 'Portrait SelfPortrait Signature Doodle Lettering',
    verbs: 'Draw Write Sketch',
    core: 'Pencil Signature Write',
    names:
      'NonDominantHandChallenge WrongHandChallenge LeftHandDrawing WrongHandPortrait WrongHandVsRightHand',
    also: 'nondominanthand offhand',
  },
  'pet portrait': {
    things: 'Photo Canvas Pencil Paint Frame Sketchbook',
    moves: 'CatPortrait DogPortrait CartoonPet Watercolor Fur',
    verbs: 'Paint Draw Sketch',
    core: 'Photo DogPortrait CatPortrait Paint',
    names: 'PetPortraitChallenge PaintYourPet PetPortraitReveal PetInMyStyle PetPortraitRequests',
  },
  dragon: {
    things: 'Sketchbook Clay Pencil Marker Egg Wing Scale',
    moves: 'Hatchling Egg Creature Wings Hoard',
    verbs: 'Draw Sculpt Design',
    core: 'Wing Scale Egg',
    names:
      'DesignADragon DragonEggChallenge DragonInMyStyle ClayDragonChallenge DragonFromAScribble',
  },
  unicorn: {
    things: 'Glitter Marker Crayon Sketchbook Horn Rainbow',
    moves: 'RainbowMane Cake Doodle Plushie Horn',
    verbs: 'Draw Paint Sparkle',
    core: 'Horn Rainbow Sparkle',
    names: 'DrawAUnicorn UnicornInMyStyle DesignAUnicorn UnicornYourPet RainbowManeChallenge',
  },
  butterfly: {
    things: 'Wings Paint Paper Glitter Wire Marker Crayon',
    moves: 'SymmetryPrint WingPattern PaperWings Monarch',
    verbs: 'Paint Draw Fold',
    core: 'Wings Monarch',
    names:
      'ButterflyPrintReveal SymmetryChallenge PaintAButterflyWing PaperButterflyWall DesignYourOwnButterfly',
  },
  cloud: {
    things: 'Sky Sponge Brush CottonBall Canvas Palette Sketchbook',
    moves: 'Sunset SkyWash CottonCandySky Storm Rainbow',
    verbs: 'Paint Create',
    core: 'Sky CottonBall Rainbow',
    names:
      'CloudDoodleChallenge PaintTheClouds LookUpAndPaint WhatDoYouSeeInTheClouds PaintACloudADay',
  },
  moon: {
    things: 'Star Canvas Sponge Brush Palette Silver Glitter',
    moves: 'Crescent NightSky Eclipse Stars Owl',
    verbs: 'Paint Create',
    core: 'Star Crescent NightSky',
    names: 'PaintTheMoon MoonPhaseChallenge FullMoonArt DrawTonightsMoon MoonOverMyTown',
    also: 'moonpainting',
  },
  seascape: {
    things: 'Canvas Brush Palette Shell Sand Resin',
    moves: 'Wave SeaFoam Shoreline Sunset Lighthouse',
    verbs: 'Paint Pour',
    core: 'Shell Sand Wave',
    names:
      'PaintTheWaves SeaFoamChallenge TinySeascapeChallenge SeascapeOnAShell PaintTheSeaFromMemory',
    also: 'wavepainting oceanpainting',
  },
  lighthouse: {
    things: 'Beacon Canvas Brush Palette Sketchbook Pencil Watercolor',
    moves: 'Seascape Sunset StormyNight Wave Beacon Coast',
    verbs: 'Paint Sketch Draw',
    core: 'Beacon Wave Coast',
    names:
      'PaintTheLighthouse LighthouseInMyStyle LighthouseSketchOff LighthouseInOneLine StormyLighthouseChallenge',
  },
  sky: {
    things: 'Cloud Canvas Brush Palette Sponge Sketchbook Phone',
    moves: 'Sunset Cloud StarryNight Gradient CottonCandy',
    verbs: 'Paint Capture',
    core: 'Cloud Sunset Gradient',
    names: 'PaintTheSky PaintTodaysSky LookUpChallenge SkyGradientChallenge PaintACottonCandySky',
    also: 'skypainting',
  },
  cityscape: {
    things: 'Sketchbook Pen Pencil Watercolor Building Skyline',
    moves: 'Skyline NightCity Rooftops Street Bridge Cafe',
    verbs: 'Sketch Paint Draw',
    core: 'Building Skyline Sketch',
    names:
      'DrawYourCity UrbanSketchChallenge SkylineInOneLine CityscapeFromMyWindow PaintANeonCityscape',
    also: 'urbansketch urbansketching',
  },
  'still life': {
    things: 'Fruit Vase Bottle Apple Lemon Flower Cloth Jug',
    moves: 'FruitBowl Flowers Breakfast Shadows Teacup',
    verbs: 'Paint Draw Arrange',
    core: 'Fruit Vase Paint',
    names:
      'DrawWhatsOnYourTable TenMinuteStillLife FruitBowlChallenge StillLifeOfMyBag SnackStillLifeChallenge',
  },
  'figure drawing': {
    things: 'Pencil Charcoal Sketchbook Timer Mannequin Reference',
    moves: 'QuickPose Gesture Hands Pose Dancer',
    verbs: 'Draw Sketch',
    core: 'Mannequin Pose Sketch',
    names:
      '30SecondFigureDrawing FigureDrawingChallenge DrawMyPose FigureDrawingFromTV StrikeAPoseIllDrawIt',
    also: 'gesturedrawing lifedrawing',
  },
  skull: {
    things: 'Sketchbook Pencil Paint Flower Candle Marker',
    moves: 'Calavera Floral Study DiaDeMuertos',
    verbs: 'Draw Paint',
    core: 'Flower Calavera Draw',
    names: 'SugarSkullArt DrawASkullChallenge SkullInOneLine SkullInMyStyle FloralSkullChallenge',
    also: 'sugarskull',
  },
  picasso: {
    things: 'Canvas Brush Marker Paper Guitar Palette',
    moves: 'CubistPortrait Face BluePeriod Abstract SelfPortrait',
    verbs: 'Paint Draw',
    core: 'Canvas CubistPortrait Paint',
    names: 'PicassoYourself CubistSelfPortrait PaintLikePicasso PicassoYourPet BluePeriodChallenge',
    also: 'cubism',
  },
  monet: {
    things: 'Canvas Brush Palette Easel Pond StrawHat',
    moves: 'WaterLilies Garden Haystack Sunrise Bridge',
    verbs: 'Paint Create',
    core: 'Pond WaterLilies Paint',
    names:
      'PaintLikeMonet WaterLiliesChallenge ImpressionistMe MonetYourGarden MonetBridgeChallenge',
    also: 'impressionism',
  },
  'frida kahlo': {
    things: 'Flower Crown Mirror Canvas Brush Parrot',
    moves: 'SelfPortrait FlowerCrown FolkArt Portrait',
    verbs: 'Paint Draw Recreate',
    core: 'Flower FlowerCrown SelfPortrait',
    names: 'FridaSelfPortrait PaintLikeFrida FridaInMyStyle FridaFlowerCrown FridaYourPet',
    also: 'frida',
  },
  banksy: {
    things: 'Stencil SprayPaint Balloon Wall Canvas Frame',
    moves: 'StencilArt Balloon Silhouette Rat Shred',
    verbs: 'Stencil Spray',
    core: 'Stencil Balloon Spray',
    names: 'BanksyStencil StencilYourself BanksyInMyStyle BanksyYourPet BanksyBalloonChallenge',
  },
  'pop art': {
    things: 'Marker Paint Dot Comic Palette Canvas',
    moves: 'Portrait ComicPanel SoupCan BenDayDots',
    verbs: 'Paint Print',
    core: 'Dot Comic SoupCan',
    names: 'PopArtYourself PopArtPet PopArtPortrait PopArtYourSnack BenDayDotsChallenge',
    also: 'warhol andywarhol',
  },
  kusama: {
    things: 'Sticker Paint Canvas Dot Pumpkin Mirror',
    moves: 'PolkaDots DotPumpkin InfinityRoom DotEverything',
    verbs: 'Paint Create',
    core: 'Dot Pumpkin PolkaDots',
    names: 'DotEverything PolkaDotChallenge KusamaPumpkin KusamaYourRoom KusamaDotSelfie',
    also: 'yayoikusama polkadots',
  },
  'da vinci': {
    things: 'Notebook Sketch Mirror Pen Quill Wing',
    moves: 'MirrorWriting Invention MonaLisa AnatomySketch',
    verbs: 'Sketch Invent Draw',
    core: 'MonaLisa Invention Sketch',
    names:
      'MirrorWritingChallenge SketchLikeDaVinci MonaLisaMe DaVinciInventionSketch DaVinciNotebookPage',
    also: 'leonardo',
  },
  surrealism: {
    things: 'Canvas Brush Clock Eye Moon Door Cloud',
    moves: 'DreamScene MeltingClock Collage ImpossibleObject',
    verbs: 'Paint Imagine Draw',
    core: 'Clock MeltingClock Imagine',
    names:
      'PaintYourDream SurrealSelfPortrait MeltingClockChallenge SurrealismFromTwoWords SurrealCollageChallenge',
    also: 'dali surreal',
  },
  rangoli: {
    things: 'Powder Chalk Flower Petal Diya Stencil',
    moves: 'Lotus Peacock Mandala Kolam PetalDesign',
    verbs: 'Draw Design',
    core: 'Powder Petal Lotus',
    names:
      'DiwaliRangoliChallenge RangoliReveal RangoliInTenMinutes PetalRangoliChallenge ColoredRiceRangoli',
    also: 'kolam',
  },
  kite: {
    things: 'Paper Stick String Tail Tape Ribbon',
    moves: 'Diamond BoxFrame TailDesign FirstFlight',
    verbs: 'Build Create',
    core: 'String Tail FirstFlight',
    names:
      'BuildAKiteChallenge FlyYourHomemadeKite PaintYourKite PaperKiteChallenge DecorateYourKiteTail',
    also: 'kitemaking',
  },
  'handmade gift': {
    things: 'Card Jar Bracelet Frame Bookmark Mug Ribbon Photo',
    moves: 'MemoryJar PhotoBook PaintedMug Card Scrapbook',
    verbs: 'Make Craft',
    core: 'Card Ribbon Make',
    names: 'HandmadeGiftChallenge GiftItHandmade MadeForMom HandmadeGiftUnder5 HandmadeGiftSwap',
    also: 'diygift',
  },
  'kids craft': {
    things: 'Glue Crayon PaperPlate Pompom GooglyEye Glitter PipeCleaner',
    moves: 'PaperPlateCraft HandprintArt SaltPainting CardboardBuild',
    verbs: 'Make Color Glue',
    core: 'GooglyEye PipeCleaner PaperPlate',
    names: 'CraftWithMyKids RainyDayCraft KidsCraftChallenge PaperPlateAnimals KidsDirectTheCraft',
    also: 'kidsart preschoolcraft',
  },
  crayon: {
    things: 'Box Paper ColoringPage Sharpener Marker Candle',
    moves: 'Rainbow WaxResist Rubbing Scribble Drawing',
    verbs: 'Color Draw',
    core: 'ColoringPage Rainbow Color',
    names:
      'OneCrayonChallenge 64ColorChallenge RainbowCrayonArt CrayonRealismChallenge CrayonResistPainting',
    also: 'crayola',
  },
  'finger painting': {
    things: 'Paint Paper Apron Tray Canvas',
    moves: 'Handprint Fingerprint Dots Rainbow Sunset Swirl',
    verbs: 'Paint Create',
    core: 'Paint Handprint Fingerprint',
    names:
      'NoBrushesAllowed FingerPaintChallenge MessyArtDay FingerPaintASunset FingerprintAnimals',
    also: 'fingerpaint',
  },
  'bubble letters': {
    things: 'Marker Pen Sketchbook Paper Highlighter',
    moves: 'Name DropShadow 3DLetters Gradient Outline',
    verbs: 'Draw Letter',
    core: 'Marker Name Letter',
    names:
      'BubbleLetterChallenge DrawYourName WriteItInBubbles BubbleLetterNameRequests BubbleLetterAlphabet',
    also: 'bubbleletter',
  },
  'golden hour': {
    things: 'Camera Phone Lens Window Field Sun',
    moves: 'Silhouette Portrait LensFlare ShadowPlay Selfie',
    verbs: 'Capture Snap',
    core: 'Sun Silhouette Capture',
    names:
      'GoldenHourChallenge GoldenHourPortrait GoldenHourSilhouette GoldenHourAtHome GoldenHourShadowPlay',
    also: 'goldenhourphotography',
  },
  macro: {
    things: 'Lens Phone Camera Flower Leaf Dewdrop Insect',
    moves: 'Closeup Droplet Texture Eye Snowflake',
    verbs: 'Capture Create',
    core: 'Lens Dewdrop Closeup',
    names: 'GuessTheMacro MacroPhotoChallenge ExtremeCloseUp MacroKitchenHunt MacroWithYourPhone',
    also: 'macrophotography closeup',
  },
  'light painting': {
    things: 'Flashlight Glowstick Camera Tripod Phone',
    moves: 'LightWriting Portal LightOrb Trails Name',
    verbs: 'Draw Capture',
    core: 'Flashlight LightWriting Draw',
    names:
      'WriteWithLight GlowStickArt LongExposureChallenge LightPaintYourName LightPaintingPortal',
    also: 'longexposure',
  },
  'product photography': {
    things: 'Backdrop Prop Light Bottle Phone Reflector',
    moves: 'SplashShot FlatLay Levitation Backlight',
    verbs: 'Style Light Capture',
    core: 'Backdrop FlatLay Light',
    names:
      'ProductShotChallenge PhoneProductPhoto SetupVsResult ProductPhotoWithOneLight SplashShotChallenge',
  },
  'street photography': {
    things: 'Camera Phone Street Shadow Sign Window',
    moves: 'Candid Shadows Reflection Silhouette Crowd',
    verbs: 'Capture Snap',
    core: 'Street Candid Snap',
    names:
      'StreetPhotoShadowHunt OneLensPhotoWalk PuddleReflectionPhoto StreetPhotoColorHunt StreetSignsAlphabet',
    also: 'photowalk',
  },
  satisfying: {
    things: 'Slime Paint KineticSand Soap Wax Resin Palette Knife Foam Glitter',
    moves: 'PaintPour ColorMix SoapCutting PeelOff SandCut Blend',
    verbs: 'Mix Pour Peel Squish Cut',
    core: 'KineticSand PaintPour Squish',
    names:
      'OddlySatisfyingArt SatisfyingTapePeel ColorMatchChallenge SatisfyingPaintPour MixThePerfectColor',
    also: 'oddlysatisfying',
  },
  color: {
    things: 'Palette Paint Marker Swatch Wheel Crayon Brush Rainbow Pencil Canvas',
    moves: 'PaintMix Swatch Gradient Blend Monochrome Ombre',
    verbs: 'Mix Blend Shade Match',
    core: 'Rainbow Palette Mix',
    names:
      'ThreeMarkerChallenge OneColorChallenge ColorWheelChallenge GuessTheColorMix NameThisColor',
    also: 'colour',
  },
  rainbow: {
    things: 'Paint Marker Crayon Cloud Arch Stripes Sky Glitter Yarn Beads',
    moves: 'Gradient Swatch Blend Ombre Layers Stripes',
    verbs: 'Paint Blend Layer Color',
    core: 'Stripes Arch Color',
    names:
      'PaintARainbow RainbowInOrder RainbowSwatchChallenge RainbowScavengerHunt RainbowTapeReveal',
  },
  red: {
    things: 'Apple Rose Heart Cherry Strawberry Ladybug Lipstick Cardinal Paint Marker',
    moves: 'Monochrome Shading Swatch Blend Still Life',
    verbs: 'Paint Shade Blend',
    core: 'Heart Rose Apple',
    names: 'PaintItRed OnlyRedChallenge AllRedArt ShadesOfRed RedStillLife',
  },
  blue: {
    things: 'Ocean Sky Wave Whale Jeans Sea Paint Marker Moon Denim',
    moves: 'Monochrome Shading Swatch Blend Gradient',
    verbs: 'Paint Shade Blend',
    core: 'Ocean Sky Whale',
    names: 'OnlyBlueChallenge FeelingBlueArt PaintItBlue OceanInBlue ShadesOfBlue',
  },
  green: {
    things: 'Leaf Frog Plant Forest Grass Cactus Lime Moss Paint Marker',
    moves: 'Monochrome Shading Swatch Blend Gradient',
    verbs: 'Paint Shade Blend',
    core: 'Leaf Grass Frog',
    names: 'OnlyGreenChallenge PaintItGreen ShadesOfGreen GreenLeafStudy GreenFrogDoodle',
  },
  black: {
    things: 'Ink Charcoal Paper Marker Cat Night Silhouette Shadow Pen Canvas',
    moves: 'Inking Silhouette Shading Contrast Negative Space',
    verbs: 'Ink Shade Outline',
    core: 'Night Ink Silhouette',
    names: 'BlackPaperChallenge InkOnlyChallenge PaintItBlack SilhouetteArt BlackCatDoodle',
  },
  purple: {
    things: 'Grape Lavender Plum Galaxy Amethyst Violet Paint Marker Sunset Flower',
    moves: 'Monochrome Shading Swatch Blend Gradient',
    verbs: 'Paint Shade Blend',
    core: 'Lavender Violet Galaxy',
    names: 'OnlyPurpleChallenge PaintItPurple ShadesOfPurple PurpleGalaxyArt PurpleSunsetChallenge',
  },
  yellow: {
    things: 'Sun Lemon Sunflower Banana Duck Bee Star Paint Marker Daisy',
    moves: 'Monochrome Shading Swatch Blend Gradient',
    verbs: 'Paint Shade Blend',
    core: 'Sun Sunflower Banana',
    names: 'OnlyYellowChallenge PaintItYellow PaintSomethingYellow SunflowerSketch ShadesOfYellow',
  },
  orange: {
    things: 'Pumpkin Sunset Leaf Fox Tiger Carrot Goldfish Paint Marker Fire',
    moves: 'Monochrome Shading Swatch Blend Gradient',
    verbs: 'Paint Shade Blend',
    core: 'Pumpkin Sunset Carrot',
    names: 'OnlyOrangeChallenge PaintItOrange SunsetInOrange ShadesOfOrange OrangeFoxDoodle',
  },
  gold: {
    things: 'Leaf Foil Paint Frame Glitter Crown Coin Ring Trophy Star',
    moves: 'Gilding Foiling Shimmer Kintsugi Accent Metallic',
    verbs: 'Gild Shine Paint',
    core: 'Crown Trophy Shine',
    names: 'GoldLeafChallenge AddATouchOfGold GoldFoilPortrait GoldAccentArt GoldAndBlackChallenge',
  },
  silver: {
    things: 'Foil Paint Leaf Glitter Mirror Moon Frame Spoon Chrome Star',
    moves: 'Foiling Shimmer Chrome Accent Metallic',
    verbs: 'Shine Paint Polish',
    core: 'Chrome Foil Shine',
    names:
      'FoilArtChallenge ChromePaintChallenge SilverLeafChallenge SilverMoonPainting SilverOnBlackPaper',
  },
  neon: {
    things: 'Sign Lights Glow Paint Marker Highlighter Blacklight Tube Night Sky',
    moves: 'GlowPaint LightSign Highlight Blacklight Outline',
    verbs: 'Glow Outline Light',
    core: 'Sign Lights Glow',
    names:
      'NeonSignDIY GlowInTheDarkArt BlacklightPainting MakeANeonNameSign NeonPortraitChallenge',
  },
  skeleton: {
    things: 'Skull Bones Ribs Hands Pumpkin Costume Pencil Ink Chalk Sketch',
    moves: 'Anatomy Sketch Doodle Pose Facepaint Redraw',
    verbs: 'Draw Sketch Paint',
    core: 'Skull Bones Costume',
    names:
      'DrawASkeleton SpookySkeletonArt SkeletonPoseChallenge SkeletonOfYourPet SkeletonHandDoodle',
  },
  architecture: {
    things: 'Building Tower Bridge Facade Window Arch Column Skyline Dome Blueprint',
    moves: 'Perspective Sketch UrbanSketch Blueprint ModelBuild LineDrawing',
    verbs: 'Sketch Draw Build Design',
    core: 'Building Blueprint Design',
    names:
      'SketchYourStreet ArchitectureSketchOff ArchitectureInOneLine ArchitectureFromMemory DesignYourDreamHouse',
  },
  doll: {
    things: 'Barbie Dress Wig Shoes Fabric Face Hair Furniture Box Shelf',
    moves: 'Repaint Makeover Restyle MiniHouse Sewing Reroot',
    verbs: 'Repaint Sew Style Restyle',
    core: 'Dress Hair Makeover Style',
    names:
      'DollRepaintChallenge DollMakeover TinyDollhouseDIY SewDollClothes DollClothesFromScraps',
  },
  labubu: {
    things: 'Outfit Charm Blindbox Bag Ears Teeth Plush Sticker Hat Beads',
    moves: 'Customize Outfit Unboxing Repaint Accessory KeychainDIY',
    verbs: 'Customize Sew Style Decorate',
    core: 'Plush Blindbox Teeth',
    names: 'LabubuMakeover DIYLabubuOutfit CustomizeYourLabubu CrochetALabubuOutfit DrawYourLabubu',
  },
  seashell: {
    things: 'Shell Sand Beach Glue Jar Frame Mirror Starfish Pearl Driftwood Shore',
    moves: 'ShellArt Mosaic Wreath Necklace Frame Painting',
    verbs: 'Paint Glue Collect Arrange',
    core: 'Shell Beach Starfish Collect',
    names:
      'SeashellArtChallenge BeachTreasureArt PaintedShellChallenge SeashellMosaic SeashellCharacters',
    also: 'shell',
  },
  naruto: {
    things: 'Headband Ramen Scroll Leaf Kunai Fox Sharingan Akatsuki Cloud Eye',
    moves: 'HandSigns NinjaRun ShadowClone Rasengan Chibi Redraw',
    verbs: 'Draw Redraw Ink',
    core: 'Headband Ramen NinjaRun',
    names:
      'DrawNarutoChallenge NarutoRunChallenge HandSignsChallenge NarutoYourself DesignYourHeadband',
  },
  'one piece': {
    things: 'StrawHat Ship Flag Map Treasure Crew Luffy Zoro Bounty Jolly',
    moves: 'WantedPoster Redraw Chibi JollyRoger GearFive Crew',
    verbs: 'Draw Redraw Ink',
    core: 'StrawHat Treasure Ship',
    names:
      'OnePieceWantedPoster OnePieceRedraw DrawLuffyChallenge DesignYourJollyRoger OnePieceYourself',
  },
  'demon slayer': {
    things: 'Haori Katana Checkers Mask Butterfly Flame Water Sword Bamboo Box',
    moves: 'BreathingStyle Redraw Chibi Pattern Cosplay Haori',
    verbs: 'Draw Paint Redraw',
    core: 'Haori Checkers Mask',
    names:
      'DesignYourHaori DemonSlayerRedraw DemonSlayerYourself DemonSlayerInMyStyle DesignYourBreathingStyle',
  },
  'attack on titan': {
    things: 'Wings Wall Cape Scout Gear Titan Eren Levi Badge Emblem',
    moves: 'Redraw Chibi Emblem Cosplay Sketch Wings',
    verbs: 'Draw Redraw Ink',
    core: 'Titan Wall Wings',
    names:
      'AttackOnTitanRedraw ScoutEmblemArt DrawYourTitan AttackOnTitanYourself DesignYourScoutCape',
    also: 'aot',
  },
  'my hero academia': {
    things: 'Quirk Costume Deku Bakugo AllMight UA Gloves Hero Badge Hair',
    moves: 'QuirkDesign HeroCostume Redraw Chibi Cosplay Smash',
    verbs: 'Draw Design Redraw',
    core: 'Hero Quirk Costume',
    names: 'DesignYourQuirk DrawYourHeroCostume MHAStyleChallenge MHAYourself MHAQuirkSwap',
    also: 'mha bokunoheroacademia',
  },
  'studio ghibli': {
    things: 'Totoro Soot Sprite Cat Bus Meadow Sky Castle Bread Garden',
    moves: 'Landscape Watercolor Redraw FoodScene CozyScene Painting',
    verbs: 'Paint Draw Redraw',
    core: 'Totoro Meadow CozyScene',
    names: 'GhibliStyleChallenge PaintLikeGhibli GhibliFoodArt DrawInGhibliStyle GhibliYourPet',
    also: 'ghibli miyazaki',
  },
  totoro: {
    things: 'Umbrella Leaf Acorn Soot Forest Rain CatBus Tree Bus Stop',
    moves: 'Watercolor Doodle Felting Amigurumi Clay Sketch',
    verbs: 'Paint Draw Sculpt Crochet',
    core: 'Umbrella CatBus Forest',
    names: 'DrawTotoro TotoroInTheRain CrochetATotoro TotoroClayChallenge TotoroBusStopScene',
  },
  'spirited away': {
    things: 'NoFace Bathhouse Dragon Train Lantern Soot Chihiro Haku Spirit Bridge',
    moves: 'Watercolor Redraw Sketch Clay Lantern Scene',
    verbs: 'Paint Draw Sculpt',
    core: 'NoFace Bathhouse Train',
    names: 'DrawNoFace SpiritedAwayScene BathhouseDiorama NoFaceClayFigure SpiritedAwayFoodArt',
  },
  'interior design': {
    things: 'Moodboard Sofa Lamp Rug Wallpaper Paint Shelf Plants Swatch Mirror',
    moves: 'Moodboard Makeover Floorplan AccentWall Styling Render',
    verbs: 'Design Style Paint Arrange',
    core: 'Sofa Moodboard Makeover',
    names:
      'DesignMyRoom InteriorDesignChallenge OneRoomThreeStyles AccentWallDIY InteriorDesignUnder100',
  },
  'home decor': {
    things: 'Vase Candle Frame Mirror Shelf Pillow Rug Plant Lamp Wreath',
    moves: 'GalleryWall ThriftFlip Upcycle ShelfStyling DupeDIY Makeover',
    verbs: 'Style Paint Hang Upcycle',
    core: 'Vase Pillow GalleryWall',
    names:
      'ThriftFlipDecor DIYDecorChallenge GalleryWallDIY DecorUnder20Dollars ThriftStoreDecorDare',
    also: 'decor',
  },
  'room makeover': {
    things: 'Paint Wallpaper Shelf Lights Rug Desk Bed Mirror Posters Plants',
    moves: 'AccentWall PeelAndStick GalleryWall Rearrange DIY Paint',
    verbs: 'Paint Style Rearrange Hang',
    core: 'Posters Lights Rearrange',
    names:
      'RoomMakeoverChallenge BeforeAndAfterRoom DIYRoomRefresh RoomMakeoverUnder100 RearrangeMyRoom',
    also: 'bedroommakeover',
  },
  treehouse: {
    things: 'Ladder Planks Rope Branch Roof Window Lantern Swing Nails Map',
    moves: 'Blueprint Build Sketch Model Design Paint',
    verbs: 'Build Design Draw',
    core: 'Branch Planks Build',
    names:
      'DesignYourDreamTreehouse TreehouseBuild MiniTreehouseModel TreehouseFromCardboard LegoTreehouseChallenge',
  },
  fantasy: {
    things: 'Dragon Castle Map Sword Elf Fairy Potion Crown Forest Unicorn',
    moves: 'MapDrawing CreatureDesign Worldbuilding CharacterDesign Landscape',
    verbs: 'Draw Design Paint Imagine',
    core: 'Dragon Castle Fairy Imagine',
    names:
      'DrawAFantasyMap DesignACreature FantasyCharacterChallenge FantasyMapOfMyTown FantasyVersionOfMyPet',
  },
  'sci fi': {
    things: 'Robot Spaceship Planet Alien Helmet Laser Neon Galaxy City Suit',
    moves: 'ConceptArt Spaceship Robot Cityscape CharacterDesign Mech',
    verbs: 'Draw Design Build',
    core: 'Robot Spaceship Alien',
    names:
      'DesignASciFiSpaceship DrawARobotChallenge SciFiCitySketch SciFiSelfPortrait DrawYourOwnAlien',
    also: 'sciencefiction',
  },
  'dia de muertos': {
    things: 'Marigold SugarSkull Altar Candle PapelPicado Calavera Photo Flowers Bread Mask',
    moves: 'SugarSkull PapelPicado Ofrenda Facepaint Marigolds Catrina',
    verbs: 'Paint Decorate Cut Create',
    core: 'Marigold SugarSkull PapelPicado Decorate',
    names: 'SugarSkullArt PapelPicadoDIY DiaDeMuertosCrafts BuildAnOfrenda CatrinaFacePaint',
    also: 'diadelosmuertos dayofthedead',
  },
  'ganesh chaturthi': {
    things: 'Clay Idol Modak Flowers Lotus Paint Diya Decor Rangoli Mandap',
    moves: 'ClayIdol Rangoli Decoration EcoIdol Painting',
    verbs: 'Sculpt Paint Decorate',
    core: 'Idol Modak Lotus',
    names:
      'EcoFriendlyGanesha ClayGaneshaChallenge GanpatiDecorIdeas GanpatiRangoliChallenge DrawGaneshaChallenge',
    also: 'ganpati',
  },
  'raksha bandhan': {
    things: 'Rakhi Thread Beads Sister Brother Gift Card Sweets Thali Bow',
    moves: 'RakhiMaking Beading ThaliDecor Card Wrapping',
    verbs: 'Make Tie Decorate',
    core: 'Rakhi Sister Brother Tie',
    names: 'DIYRakhiChallenge HandmadeRakhi RakhiForMyBrother RakhiThaliDecor RakhiCardForSibling',
    also: 'rakhi',
  },
  etsy: {
    things: 'Shop Order Sticker Print Packaging Label Jewelry Mug Studio Listing',
    moves: 'PackAnOrder ProductShot StudioVlog SmallBatch Mockup',
    verbs: 'Make Pack Ship Design',
    core: 'Shop Order Packaging Ship',
    names:
      'PackAnEtsyOrder EtsyPackagingChallenge EtsyShopInAWeek EtsyProductShotChallenge RateMyEtsyShop',
  },
  bubble: {
    things: 'Wand Soap Straw Paint Paper Giant Foam Bowl Tray Sky',
    moves: 'SoapPainting Print Blow Pop Swirl',
    verbs: 'Blow Pop Print Paint',
    core: 'Wand Blow Pop',
    names:
      'BubblePaintingChallenge GiantBubbleChallenge BubblePrintArt BubbleWrapPrint PaintABubble',
  },
  planner: {
    things: 'Stickers Pen Washi Stamp Highlighter Calendar Tabs Notebook Cover Ruler',
    moves: 'WeeklySpread MonthlySetup Stickering Lettering Tracker Doodle',
    verbs: 'Plan Decorate Write',
    core: 'Calendar Stickers Plan',
    names:
      'PlannerGlowUp WeeklySpreadChallenge DecorateMyPlanner PlannerDoodleChallenge PlannerStickerSwap',
  },
  'black and white': {
    things: 'Ink Charcoal Pencil Paper Film Camera Shadow Chessboard Zebra Pen',
    moves: 'Contrast Shading Inking Silhouette Crosshatch Portrait',
    verbs: 'Ink Shade Capture',
    core: 'Zebra Chessboard Contrast',
    names:
      'BlackAndWhiteChallenge NoColorChallenge InkOnlyArt MonochromeMonday BlackAndWhitePortrait',
  },
  leaves: {
    things: 'Leaf Branch Tree Acorn Twig Paper Crayon Frame Glue Wreath',
    moves: 'LeafRubbing LeafPrint LeafCrown Pressing Collage Mandala',
    verbs: 'Press Print Arrange Rub',
    core: 'Leaf Tree Branch',
    names: 'LeafRubbingChallenge LeafMandala LeafAnimals AutumnLeafCollage PaintOnALeaf',
    also: 'leaf fallleaves autumnleaves',
  },
  fog: {
    things: 'Streetlight Bridge Forest Lamppost Window Headlight Hill Silhouette Lighthouse Harbor',
    moves: 'MoodyShot SilhouetteWalk LightRay GhostlyPose LayerFade',
    verbs: 'Shoot Blur Fade Haze',
    core: 'Streetlight Forest Haze',
    names: 'FogPhotoChallenge PaintTheFog FoggyForestSketch FogInWatercolor FogSilhouetteChallenge',
    also: 'foggy mist misty',
  },
  dandelion: {
    things: 'Seed Puff Breeze Field Lawn Crown Bee Petal Stem Sky',
    moves: 'WishBlow SeedFlight FlowerCrown PuffCatch SlowMoPuff',
    verbs: 'Blow Wish Press Sketch',
    core: 'Puff Seed Wish',
    names: 'PaintADandelion DandelionPressArt DandelionInResin DandelionWishArt DandelionInOneLine',
    also: 'dandelionwish',
  },
  sunflower: {
    things: 'Petal Seed Field Stem Vase Bee Canvas Sunbeam Leaf Basket',
    moves: 'PetalStudy SunChase FieldPortrait VanGoghCopy TallestOne SeedSpiral',
    verbs: 'Paint Grow Sketch Bloom',
    core: 'Petal Seed Field Bloom',
    names:
      'VanGoghSunflowers SunflowerFieldPortrait PaintASunflower SunflowerInMyStyle SunflowerSeedMosaic',
    also: 'sunflowerfield',
  },
  'build a bear': {
    things: 'Bear Heart StuffingMachine Outfit BirthCertificate Voicebox Carrier Bow Sneaker Tutu',
    moves: 'HeartWish StuffAndFluff AirBath NameTheBear OutfitPick Fluffing',
    verbs: 'Stuff Fluff Dress Name',
    core: 'Bear Heart Stuff',
    names:
      'NameYourBuildABear DesignYourBear SewYourOwnBear DrawYourBuildABear BuildABearOutfitDIY',
  },
} as const satisfies KeywordEntries;
