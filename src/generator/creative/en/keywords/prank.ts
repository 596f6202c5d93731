/**
 * What we know about the keywords creators type most with prank in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const PRANK_KEYWORDS = {
  roommate: {
    things: 'Fridge Couch Remote Leftovers Dishes Mug Snacks Wifi ChoreChart',
    moves: 'GooglyEyes StickyNoteWall FoilWrap MugSwap BalloonFlood CupWall FridgeFaces',
    verbs: 'Swap Hide Wrap Decorate Sneak',
    names:
      'PrankMyRoommate RoommateGotcha WhoAteMyLeftovers GooglyEyesOnEverything RoommatePrankWars',
    also: 'flatmate housemate roomie',
  },
  girlfriend: {
    things: 'Hoodie Phone Purse Snacks Playlist Plushie Blanket Mirror Car Candles',
    moves:
      'LyricPrank SurpriseVisit SnackSwap WallpaperSwap FakeTattoo FlowerSurprise BlanketBurrito',
    verbs: 'Surprise Swap Hide Text',
    names:
      'PrankingMyGirlfriend LyricPrankTest GirlfriendSnackSwap SurpriseFlowersPrank GirlfriendReacts',
    also: 'gf',
  },
  wife: {
    things: 'Mug Purse Phone Car Blanket Candles Closet Plants Shoes Coffee',
    moves:
      'MugSwap FlowerSurprise WallpaperSwap SurpriseBreakfast LoveNotes FakeSpill StickyNoteWall',
    verbs: 'Surprise Swap Hide Decorate',
    names: 'PrankingMyWife SurpriseBreakfastPrank LoveNotesForMyWife HusbandVsWife WifeReacts',
    also: 'wifey',
  },
  sibling: {
    things: 'Bedroom Remote Backseat Cereal Bunkbed Snacks Controller Doorway Phone Pillow',
    moves: 'CerealSwap GooglyEyes BalloonFlood SockSwap WhoopeeCushion FakeSpill',
    verbs: 'Swap Hide Switch Trick',
    names: 'SiblingPrankWars SiblingGotcha SneakySibling CerealSwapPrank BrotherVsSister',
  },
  brother: {
    things: 'Controller Hoodie Bedroom Bike Snacks Headphones Shoes Cereal Pillow Remote',
    moves: 'GooglyEyes CerealSwap ControllerHide BalloonFlood WhoopeeCushion SockSwap ReversePrank',
    verbs: 'Swap Hide Trick Switch',
    names:
      'PrankingMyBrother BrotherCerealSwap LittleBrotherGotcha BrotherVsSister BigBrotherReacts',
    also: 'bro',
  },
  sister: {
    things: 'Makeup Closet Hairbrush Phone Plushie Mirror Diary Pillow Bedroom Slippers',
    moves: 'ClosetSwap StickyNoteWall GooglyEyes BalloonFlood MirrorNote WallpaperSwap FakeSpill',
    verbs: 'Swap Hide Borrow Surprise',
    names: 'PrankingMySister SisterClosetSwap MirrorNoteForSis SneakySister SisterVsBrother',
    also: 'sis',
  },
  'best friend': {
    things: 'Phone Car Snacks Hoodie Bracelet Playlist Photos Selfie GroupChat Sleepover',
    moves: 'LyricPrank FakeOut WallpaperSwap SnackSwap TwinOutfit SurpriseVisit SecretHandshake',
    verbs: 'Surprise Swap Text Trick',
    names: 'PrankingMyBestFriend BestieLyricPrank BestieVsBestie BestieGotcha BestieReacts',
    also: 'bestie bff',
  },
  friend: {
    things: 'GroupChat Phone Car Snacks Hoodie Playlist Couch Photos Sleepover Selfie',
    moves: 'LyricPrank FakeOut SurpriseVisit WallpaperSwap SnackSwap GooglyEyes',
    verbs: 'Surprise Trick Swap Text',
    names: 'PrankYourFriends GooglyEyeYourFriends SwapYourFriendsSnacks GotYouGood FriendsReact',
  },
  couple: {
    things: 'Couch Phone Hoodie Car Kitchen Blanket Remote Snacks Playlist Pillow',
    moves: 'LyricPrank SurpriseDate FakeTattoo WigReveal SnackSwap PillowFight LoveNote',
    verbs: 'Surprise Swap Hide Trick',
    names: 'PrankMyPartner CouplesLyricPrank PrankWarForTwo HisVsHersPrank CouplesReact',
  },
  'april fools': {
    things:
      'StickyNote GooglyEyes FakeDonut Confetti Calendar Balloons Cereal Foil FakeCake Sprinkles',
    moves: 'CerealSwap FakeOut Switcheroo GooglyEyes FoilWrap CakeReveal BackwardsDay',
    verbs: 'Fool Trick Swap Wrap',
    names:
      'AprilFoolsGotcha AprilFoolsBreakfast AprilFoolsCerealSwap AprilFoolsFakeCake EasyAprilFoolsPranks',
    also: 'aprilfool aprilfoolsday april',
  },
  'sticky note': {
    things: 'Desk Car Wall Door Mirror Fridge Monitor Locker Window Pen',
    moves: 'WallCover CarCover DeskCover MirrorMessage PixelArt LockerCover DoorCover',
    verbs: 'Stick Cover Write Decorate',
    names: 'StickyNoteTakeover CoveredInStickyNotes StickyNoteCar HundredStickyNotes PostItPrank',
    also: 'postit postitnote',
  },
  'googly eye': {
    things: 'Fridge Mirror Car Plant Door Mug Lamp CerealBox Shoes Keyboard',
    moves: 'FridgeFace ObjectFaces ShoeFaces PlantFaces SneakyStick FoodFaces',
    verbs: 'Stick Hide Decorate Surprise',
    names: 'GooglyEyesOnEverything GooglyEyeTakeover PutEyesOnIt EverythingHasEyes WhoIsWatchingMe',
  },
  'bubble wrap': {
    things: 'Chair Floor Doormat Hallway Box Rug Desk Seat Couch Carpet',
    moves: 'PopPath FloorCover ChairSurprise HallwayPop DoormatPop PopOff',
    verbs: 'Pop Wrap Stomp Cover',
    names:
      'BubbleWrapFloor PopGoesTheFloor BubbleWrapTheDoormat BubbleWrapHallway BubbleWrapSurprise',
  },
  'whoopee cushion': {
    things: 'Chair Couch Seat Pillow Sofa Cushion Desk Bench Car Classroom',
    moves: 'ChairPlant SneakySet SoundCheck SitDown CouchTrap PillowHide',
    verbs: 'Sit Hide Plant Blow',
    names: 'HiddenWhoopeeCushion WhoopeeAtDinner HideTheWhoopee SitDownSurprise KeepAStraightFace',
  },
  foil: {
    things: 'Desk Stapler Car Mug Phone Fridge Door Chair Keyboard Remote',
    moves: 'DeskWrap ChairWrap CarWrap MugWrap SilverRoom StaplerWrap',
    verbs: 'Wrap Cover Crinkle Hide',
    names: 'FoilTheDesk WrappedInFoil FoilWrapTheMug FoilEverything SilverSurprise',
    also: 'tinfoil aluminumfoil',
  },
  balloon: {
    things: 'Room Car Office Door Ceiling Helium Confetti Ribbon Pump Desk',
    moves: 'RoomFlood CarFull DoorSurprise CeilingCover PopParty ConfettiPop',
    verbs: 'Blow Pop Fill Float',
    names:
      'BalloonFlood RoomFullOfBalloons HundredBalloonRoom BalloonAvalanche OpenTheDoorSurprise',
  },
  remote: {
    things: 'Couch TV Batteries Cushion Blanket Drawer Buttons Channel Volume Netflix',
    moves: 'CouchHide BatterySwap ChannelFlip FoilWrap GooglyEyes TreasureHunt',
    verbs: 'Hide Swap Flip Click',
    names: 'WheresTheRemote RemoteHideAndSeek FoilWrapTheRemote GooglyEyeRemote WhoHasTheRemote',
    also: 'tvremote',
  },
  car: {
    things: 'SteeringWheel Windshield Seat Mirror Horn Wipers Radio Trunk Dashboard Cupholder',
    moves: 'StickyNoteWrap BalloonFill GooglyEyes FoilWrap SeatSwap PlaylistSwap RubberDuck',
    verbs: 'Wrap Fill Decorate Honk',
    names: 'StickyNoteCar CarFullOfBalloons GooglyEyeCar CarPlaylistSwap DuckDuckJeep',
  },
  fridge: {
    things: 'Leftovers Milk Magnets Door Shelves Snacks Eggs Butter Condiments Lunchbox',
    moves: 'GooglyEyes FaceEggs SnackSwap LabelSwap MagnetMessage SurpriseNote',
    verbs: 'Stock Swap Label Hide',
    names: 'GooglyEyeFridge EggFacesPrank OpenTheFridge FridgeNoteSurprise WhoAteMyLeftovers',
    also: 'refrigerator',
  },
  'fake food': {
    things: 'Cake Donut Cupcake Frosting Sprinkles Candy Cookie Plate Box Fondant',
    moves: 'IsItCake CakeReveal DonutSwap CandyFakeOut CookieSwap FondantFake',
    verbs: 'Bake Trick Serve Swap',
    names: 'CakeOrNotCake IsItCakePrank ItWasCakeAllAlong SwapInAFakeCake FakeFoodSwap',
  },
  'magic trick': {
    things: 'Cards Coin Hat Wand Cup Scarf Deck Balloon Ring Rope',
    moves: 'DisappearingCoin CardTrick MindReading CupAndBall VanishingAct CoinBehindEar',
    verbs: 'Vanish Reveal Shuffle Guess',
    names: 'HowDidIDoThat FoolYourFamily VanishingCoinTrick CoinBehindTheEar MagicTrickReaction',
    also: 'magic',
  },
  'voice changer': {
    things: 'Mic Phone App Robot Chipmunk Headset Speaker Filter Echo Deep',
    moves: 'ChipmunkVoice RobotVoice DeepVoice PhoneCall SingAlong VoiceSwap',
    verbs: 'Talk Sing Call Echo',
    names:
      'ChipmunkVoiceChallenge GuessWhoIsCalling RobotVoiceAllDay DeepVoiceDare VoiceChangerSingAlong',
  },
  'fake haircut': {
    things: 'Wig Scissors Clippers Mirror Cape Bangs Mullet Hat Photos Comb',
    moves: 'WigReveal BangsSurprise MulletReveal BuzzcutFake HatReveal Makeover',
    verbs: 'Reveal Trim Fool Surprise',
    names: 'ICutMyHairPrank WigRevealPrank FakeBangsReveal NewHaircutWhoDis WigOrRealHair',
  },
  'fake tattoo': {
    things: 'Sticker Marker Stencil Sleeve Arm Mirror Photos Neck Ankle Parents',
    moves: 'TattooReveal SleeveReveal NameTattoo PeelOff ParentsReaction FaceTattoo',
    verbs: 'Reveal Peel Fool Draw',
    names:
      'ItWasTemporary ShowingMyParentsMyTattoo FakeSleeveReveal PeelOffTheTattoo GuessIfItsReal',
  },
  classroom: {
    things: 'Desk Whiteboard Chair Backpack Locker Marker Projector Clock Poster Stapler',
    moves: 'StickyNoteWall DeskSwap GooglyEyes BackwardsDay SeatSwap ClockSwitch',
    verbs: 'Swap Hide Decorate Switch',
    names: 'GooglyEyeClassroom DeskSwapDay BackwardsDayClass TeacherGotPranked SeniorPrankDay',
  },
  dorm: {
    things: 'Bunk Microwave MiniFridge Roommate Door Desk Lanyard Hallway Laundry Ramen',
    moves: 'DoorDecor StickyNoteDoor BalloonFlood HallwayCupWall RoomSwap GooglyEyes',
    verbs: 'Decorate Swap Hide Stack',
    names: 'FoilTheDormRoom StickyNoteDormDoor DormCupWall BalloonFloodTheDorm WelcomeToTheDorm',
    also: 'dormitory',
  },
  surprise: {
    things: 'Balloons Confetti Cake Gift Banner Flowers Card Streamers Blindfold Door',
    moves: 'BigReveal HiddenGuests Blindfold PartyPop SecretVisit CakeReveal',
    verbs: 'Hide Reveal Celebrate Gift',
    names: 'TheyHadNoIdea BlindfoldReveal PlanASurprise SurpriseReaction BiggestSurpriseEver',
  },
  gift: {
    things: 'Box Wrapping Ribbon Bow Tape Tissue Card Bag Present Tag',
    moves: 'BoxInABox WrappedTwice DuctTapeMaze DecoyBox TinyBox EmptyBox',
    verbs: 'Wrap Unwrap Hide Surprise',
    names: 'BoxInABoxPrank DuctTapeGiftMaze TinyGiftBigBox UnwrapThisPrank WorstGiftEver',
    also: 'present',
  },
  rickroll: {
    things: 'Link QRCode Playlist Speaker Slideshow Email Presentation Chorus Trenchcoat Dance',
    moves: 'QRCodeTrap SlideshowSurprise SurpriseChorus LinkSwap BaitAndSwitch HiddenTrack',
    verbs: 'Trick Link Play Sing',
    names:
      'RickrollYourFriends GotRickrolled QRCodeRickroll RickrollTheSlideshow RickrollInTheWild',
    also: 'rickrolled',
  },
  'reverse prank': {
    things: 'Flowers Balloons Coffee Snacks Cards Notes Gifts Cake Confetti Compliments',
    moves: 'SurpriseGift KindNote ComplimentAttack SecretClean TipSurprise FlowerDrop',
    verbs: 'Surprise Gift Help Compliment',
    names: 'PrankWithKindness ThisIsNotAPrank ComplimentAttack SecretCleanUp KindnessPrank',
    also: 'kindprank wholesomeprank',
  },
  'water balloon': {
    things: 'Bucket Hose Backyard Balloons Sprinkler Pool Towel Target Swimsuit Cooler',
    moves: 'BalloonFight TossAndCatch RelayToss SneakySplash BucketDump SpongeBomb',
    verbs: 'Toss Splash Catch Soak',
    names:
      'WaterBalloonToss WaterBalloonFight WaterBalloonRelay DontDropTheBalloon SummerSplashWar',
  },
  confetti: {
    things: 'Umbrella Envelope Drawer Cannon Popper Balloon Streamers Party Card Box',
    moves: 'UmbrellaSurprise DrawerSurprise CardPop EnvelopePop BalloonPop PopperSurprise',
    verbs: 'Pop Throw Sprinkle Surprise',
    names: 'ConfettiUmbrella ConfettiDrawer ConfettiInTheCard ConfettiSurprise ConfettiEverywhere',
  },
  'rubber duck': {
    things: 'Jeep Bathtub Desk Car Shelf Pool Dashboard Note Hat Sticker',
    moves: 'DuckDrop DuckArmy JeepDuck DeskDuck BathtubArmy HiddenDuck',
    verbs: 'Hide Drop Leave Quack',
    names: 'HiddenDuckHunt DuckDuckJeep RubberDuckArmy DuckInEveryDrawer FindAllTheDucks',
  },
  'the office': {
    things: 'Stapler Jello Desk Beets Fax Mug Cubicle Printer Vending Receptionist',
    moves: 'StaplerInJello FaxFromTheFuture DeskWrap ChairSwap MugSwap DeskInVending',
    verbs: 'Wrap Swap Fax Hide',
    names: 'StaplerInJello PrankLikeJim WhatWouldJimDo FaxFromFutureMe RecreateJimsPranks',
  },
  jello: {
    things: 'Stapler Mold Bowl Spoon Fridge Cubes Plate Lime Cherry Dessert',
    moves: 'StaplerMold WobbleTest MoldReveal ObjectInside FakeDessert WiggleCheck',
    verbs: 'Wobble Mold Set Wiggle',
    names: 'StaplerInJello WhatsInTheJello SetItInJello IsItReallyJello JelloMoldSurprise',
    also: 'gelatin',
  },
  'lyric prank': {
    things: 'Song Lyrics Text Phone Chorus Playlist Screenshot Crush Chat Emoji',
    moves: 'SongText ChorusDrop ReplyGuess SongReveal ScreenshotReveal VerseOne',
    verbs: 'Text Sing Reply Reveal',
    names:
      'LyricPrankOnMyCrush DidTheyNotice TextThemTheChorus LyricPrankYourBestie LyricPrankGoneRight',
  },
  crush: {
    things: 'Text Phone Note Locker Playlist Hoodie Song Lyrics Emoji Chat',
    moves: 'LyricPrank SecretNote DoubleText SurpriseCompliment PlaylistDrop WinkTest',
    verbs: 'Text Wink Blush Compliment',
    names: 'LyricPrankOnMyCrush TextYourCrushALyric SecretNoteForCrush DidTheyNotice CrushReacts',
  },
  classmate: {
    things: 'Desk Locker Backpack Pencil Lunchbox Notebook Hallway Whiteboard Chair Eraser',
    moves: 'StickyNoteWall DeskSwap GooglyEyes PencilSwap LockerSurprise SeatSwap',
    verbs: 'Swap Hide Trade Decorate',
    names: 'DeskSwapPrank SitInTheirSeat GooglyEyeThePencils ClassPrankWars ClassmatesReact',
    also: 'classmates',
  },
  teammate: {
    things: 'Jersey Locker Helmet Cooler Cleats Bench Bus Gatorade Towel Water',
    moves: 'LockerBalloons JerseySwap BenchSurprise ShoeSwap TeamHuddle CheerTunnel',
    verbs: 'Swap Hide Cheer Surprise',
    names: 'JerseySwapPrank LockerRoomPrank BalloonTheirLocker TeamPrankWars TeammatesReact',
    also: 'teammates',
  },
  coach: {
    things: 'Whistle Clipboard Cooler Cap Bench Stopwatch Playbook Jersey Cones Sideline',
    moves: 'WhistleSwap ClipboardNote CapSwap SurpriseParty SidelineDance CheerTunnel',
    verbs: 'Cheer Swap Surprise Thank',
    names: 'WhistleSwapPrank SurpriseForCoach CheerTunnelForCoach CoachGotPranked CoachReacts',
  },
  intern: {
    things: 'Desk Badge Coffee Stapler Lanyard Laptop Printer Mug Chair Inbox',
    moves: 'DeskWrap NameplateSwap CoffeeRun WelcomeBalloons StaplerInJello MugSwap',
    verbs: 'Swap Welcome Wrap Hide',
    names:
      'WelcomeTheIntern WrapTheInternsDesk InternWelcomeBalloons FirstDayPrank InternGotPranked',
    also: 'interns',
  },
  babysitter: {
    things: 'Couch Snacks Remote Bedtime Cookies Toys Blanket Kitchen Backyard Tablet',
    moves: 'HideAndSeek PillowFort BedtimeStall SnackHeist FakeOut GiggleFit',
    verbs: 'Hide Giggle Sneak Stall',
    names:
      'KidsPrankTheSitter SitterHideAndSeek BabysitterSnackSwap SitterSurprise BabysitterGotPranked',
    also: 'babysitting nanny sitter',
  },
  son: {
    things: 'Bedroom Controller Backpack Cereal Sneakers Hoodie Lunchbox Bike Snacks Phone',
    moves: 'GooglyEyes LunchboxNote SockSwap BalloonFlood CerealSwap WakeUpSurprise',
    verbs: 'Hide Swap Surprise Wake',
    names: 'PrankingMySon LunchboxNoteForMySon DadVsSon MomVsSon MySonReacts',
  },
  daughter: {
    things: 'Bedroom Plushie Backpack Hairbrush Lunchbox Makeup Phone Blanket Snacks Bike',
    moves: 'LunchboxNote BalloonFlood GooglyEyes PlushieSwap WakeUpSurprise ClosetSwap',
    verbs: 'Hide Swap Surprise Wake',
    names:
      'PrankingMyDaughter DaughterLunchboxNote DadVsDaughter PlushieArmyWakeUp MyDaughterReacts',
  },
  grandkid: {
    things: 'Cookies Candy Couch Photos Blanket Toys Pajamas Playroom Remote Sprinkles',
    moves: 'GrandmaVoice SnackSwap HideAndSeek CookieHeist FakeOut PillowFort',
    verbs: 'Hide Giggle Sneak Spoil',
    names:
      'PrankingGrandma GrandkidsPrankGrandpa CookieHeistAtGrandmas GrandparentsVsGrandkids GrandkidsReact',
    also: 'grandchild grandchildren grandson granddaughter grandkids',
  },
  nephew: {
    things: 'Controller Snacks Bike Backpack Trampoline Toys Candy Hoodie Sneakers Skateboard',
    moves: 'GooglyEyes SnackSwap HideAndSeek MagicTrick CoinTrick FakeOut',
    verbs: 'Trick Hide Giggle Swap',
    names: 'PrankingMyNephew FunAuntVsNephew MagicTrickForMyNephew NephewHideAndSeek NephewReacts',
    also: 'niece',
  },
  fiance: {
    things: 'Ring Phone Car Couch Flowers Calendar Hoodie Playlist Mug Pillow',
    moves: 'LyricPrank FlowerSurprise SurpriseDate WigReveal SnackSwap LoveNotes',
    verbs: 'Surprise Swap Hide Plan',
    names: 'PrankingMyFiance FianceFellForIt FianceLyricPrank FianceSnackSwap FianceReacts',
    also: 'fiancee',
  },
  squad: {
    things: 'GroupChat Phone Car Snacks Hoodies Playlist Couch Photos Sleepover Backyard',
    moves: 'GroupPrank FakeOut LyricPrank SurpriseVisit BalloonFlood Switcheroo',
    verbs: 'Swap Trick Surprise Plot',
    names: 'PrankTheSquad SquadGroupChatPrank GooglyEyeTheSquad WhoFellForIt SquadSnackSwap',
    also: 'friendgroup',
  },
  'delivery driver': {
    things: 'Porch Package Snacks Doorbell Sign Cooler ThankYouNote Drinks Basket Camera',
    moves: 'SnackStation ThankYouSign PorchDance SurpriseTip DoorbellDance KindNote',
    verbs: 'Thank Wave Dance Leave',
    names:
      'ThankYourDriver SnackBasketForDriver PorchSnackStation DeliveryDriverSurprise SnackStationReaction',
    also: 'mailman mailcarrier deliveryguy',
  },
  stapler: {
    things: 'Jello Desk Mold Staples Drawer Office Foil Printer Mug Fridge',
    moves: 'JelloCube FoilWrap DrawerHide JelloMold MugSwap DeskMove',
    verbs: 'Hide Wrap Mold Swap',
    names: 'StaplerInJello WheresMyStapler WrapTheStapler GooglyEyeStapler StaplerHideAndSeek',
  },
  printer: {
    things: 'Paper Ink Tray Office Toner Copier Jam Scanner Note Sign',
    moves: 'SecretPrint MessageStack FakeJam PrintedMemo SignSwap PaperCascade',
    verbs: 'Print Copy Scan Jam',
    names:
      'GooglyEyePrinter FoilWrapThePrinter SurprisePageInTray PrinterSaysHello PrinterJamPrank',
    also: 'copier',
  },
  cubicle: {
    things: 'Desk Chair Walls Stapler Monitor Mug Plant Lamp Calendar Nameplate',
    moves: 'BalloonFill StickyNoteWall FoilWrap DeskMove BeachTheme WallpaperSwap',
    verbs: 'Wrap Fill Decorate Swap',
    names: 'BalloonCubicle FoilTheCubicle StickyNoteCubicle CubicleMakeover WelcomeBackPrank',
    also: 'cubicles',
  },
  locker: {
    things: 'Lock Door Hallway Backpack Books Mirror Magnets Sticker Note Combo',
    moves: 'BalloonFill StickyNoteWall SurpriseNote ConfettiDrop BirthdayDecor MagnetMessage',
    verbs: 'Decorate Fill Stick Surprise',
    names:
      'LockerBalloonsSurprise BirthdayLocker StickyNoteLocker LockerComplimentNotes LockerDecorPrank',
    also: 'lockers',
  },
  lunchbox: {
    things: 'Sandwich Napkin Note Juice Snacks Apple Cookie Thermos Fork Bag',
    moves: 'NapkinNote NapkinArt SnackSwap SandwichFace SurpriseTreat JokeNote',
    verbs: 'Pack Write Swap Surprise',
    names: 'LunchboxNotes JokeOfTheDayLunch GooglyEyeLunchbox NapkinNotes FaceOnTheSandwich',
    also: 'lunchbag',
  },
  backpack: {
    things: 'Zipper Pocket Binder Pencil Keychain Lunchbox Notebook Books Straps Locker',
    moves: 'BalloonStuff KeychainSwap GooglyEyes PocketNote StickyNotes SurprisePacked',
    verbs: 'Pack Zip Swap Hide',
    names: 'BalloonBackpack NoteInTheBackpack GooglyEyeBackpack BackpackSwapPrank BackpackSurprise',
    also: 'bookbag schoolbag',
  },
  mug: {
    things: 'Coffee Tea Handle Desk Cabinet Spoon Sticker Marker Cupboard Shelf',
    moves: 'CabinetSwap GooglyEyes UpsideDownStack FaceSticker HiddenNote ShelfSwap',
    verbs: 'Swap Flip Stack Hide',
    names: 'MugSwapPrank WhereIsMyMug GooglyEyeMug UpsideDownMugPrank NoteUnderTheMug',
    also: 'coffeemug',
  },
  pillow: {
    things: 'Bed Blanket Couch Case Cushion Sheets Bedroom Feathers Plushie Teddy',
    moves: 'CaseSwap PlushieSwap BlanketFort Cuddle FluffUp FeatherFight',
    verbs: 'Fluff Swap Hide Toss',
    names:
      'PillowcaseSwap SurprisePillowFight PillowFortTakeover GooglyEyePillow NoteUnderThePillow',
    also: 'pillows',
  },
  mirror: {
    things: 'StickyNote Bathroom Closet Lipstick Marker Note Message Frame Hallway Selfie',
    moves: 'ComplimentNote GooglyEyes FaceSticker KindNote LipstickHeart MessageReveal',
    verbs: 'Write Stick Smile Surprise',
    names: 'ComplimentMirror FoggyMirrorMessage StickyNoteMirror GooglyEyeMirror MirrorNotes',
    also: 'mirrors',
  },
  door: {
    things: 'Hallway Handle Hinge Streamers Balloons Paper Knob Frame Porch Ribbon',
    moves: 'StreamerWeb BalloonWall PaperWall SurpriseOpen CrepeCurtain HandleBow',
    verbs: 'Open Knock Decorate Block',
    names: 'BalloonDoor StreamerDoorPrank OpenTheDoorSurprise StickyNoteDoor DoorwayCupWall',
    also: 'doorway',
  },
  chair: {
    things: 'Desk Cushion Wheels Office Seat Balloon Lever Armrest Couch Kitchen',
    moves: 'SeatSwap BalloonSeat FoilWrap GooglyEyes SpinSurprise SeatWrap',
    verbs: 'Swap Wrap Spin Sit',
    names: 'ChairSwapPrank WhoStoleMyChair FoilWrapTheChair GooglyEyeChair SpinningChairPrank',
    also: 'officechair',
  },
  bed: {
    things: 'Sheets Pillow Blanket Duvet Balloons Plushies Headboard Mattress Comforter Teddy',
    moves: 'BalloonFill PlushieArmy ShortSheet PillowSwap BlanketBurrito SheetSwap',
    verbs: 'Fill Tuck Swap Hide',
    names:
      'BalloonBedPrank ShortSheetTheBed BedFullOfPlushies MakeTheirBedForThem PlushieArmyPrank',
  },
  bedroom: {
    things: 'Bed Door Closet Desk Lamp Poster Ceiling Window Rug Pillows',
    moves: 'BalloonFlood StickyNoteWall StreamerWeb RoomSwap FoilWrap RoomMakeover',
    verbs: 'Decorate Fill Wrap Swap',
    names: 'BedroomTakeover BalloonRoomPrank StickyNoteBedroom BedroomSwapDay RoomFullOfBalloons',
  },
  'cup wall': {
    things: 'Cups Doorway Hallway Tape Table Stack Solo Rows Door Pyramid',
    moves: 'DoorwayWall StackAndWait CupPyramid CupMaze HallwayWall RowStack',
    verbs: 'Stack Build Block Wait',
    names: 'DoorwayCupWall BuildACupWall CupWallInTheHallway HowManyCupsTall SoloCupWall',
    also: 'solocup',
  },
  'wrapping paper': {
    things: 'Tape Bow Ribbon Desk Chair Car Fridge Scissors Box Tag',
    moves: 'DeskWrap ChairWrap CarWrap FridgeWrap RoomWrap DoorWrap',
    verbs: 'Wrap Tape Tie Cover',
    names:
      'GiftWrapTheDesk GiftWrapTheFridge WrapTheirDoorway WrappedEverything ChristmasWrapPrank',
  },
  'plastic flamingo': {
    things: 'Yard Lawn Garden Sign Porch Mailbox Flock Pink Driveway Neighborhood',
    moves: 'Flocking YardTakeover PorchFlock SignReveal MorningSurprise FlockDrop',
    verbs: 'Flock Plant Surprise Decorate',
    names:
      'YouveBeenFlocked FlockYourFriend FlamingoYardSurprise FlamingoFlocking PinkFlamingoPrank',
    also: 'flocking',
  },
  'silly string': {
    things: 'Can Party Balloon Door Backyard Confetti Poncho Cake Streamers Goggles',
    moves: 'StringWar PartyBlast BackyardBattle StreamerDoor RainbowShower',
    verbs: 'Spray Blast Dodge Cover',
    names:
      'SillyStringWar BirthdaySillyString SillyStringSurprise SillyStringRematch BackyardStringFight',
  },
  'cardboard cutout': {
    things: 'Celebrity Window Doorway Car Hallway Couch Office Closet Stairs Photo',
    moves: 'WindowPeek DoorwayGuest CarPassenger CouchGuest OfficeVisitor PhotoCameo',
    verbs: 'Hide Place Pose Surprise',
    names:
      'MeetMyNewRoommate CutoutAtTheTable WhoInvitedTheCutout CutoutInEveryPhoto SurpriseGuest',
    also: 'cutout',
  },
  photobomb: {
    things: 'Selfie Camera Background Group Photo Frame Pose Tourist Wedding Statue',
    moves: 'SneakyPeek BackgroundPose JumpIn SideSmile DoubleTake CameoPose',
    verbs: 'Pose Jump Sneak Smile',
    names:
      'SpotThePhotobomb PhotobombTheFamilyPic ThePerfectPhotobomb EpicPhotobomb SneakyPhotobomb',
    also: 'photobombing',
  },
  'fortune cookie': {
    things: 'Fortune Paper Cookie Message Takeout Plate Chopsticks Tweezers Bowl Box',
    moves: 'CustomFortune HiddenMessage FortuneSwap SillyProphecy SecretNote CookieRead',
    verbs: 'Write Fold Read Crack',
    names:
      'CustomFortunePrank WriteYourOwnFortune YourFortuneSays FortunesForTheFamily FortuneCookieSurprise',
  },
  'gag gift': {
    things: 'Box Wrapping Ribbon Tissue Bow Card Tag Bag Trophy Mug',
    moves: 'BoxInABox DecoyWrap TinyGift FakeOut WrappedBrick MysteryBox',
    verbs: 'Wrap Unwrap Fool Surprise',
    names: 'BoxInABoxPrank WrapItInDuctTape GuessTheGagGift WhiteElephantWinner WorstGiftEver',
    also: 'whiteelephant',
  },
  'bean boozled': {
    things: 'Jellybeans Spinner Box Flavors Wheel Candy Bowl Cup Timer Blindfold',
    moves: 'SpinTheWheel FlavorRoulette TasteTest BlindTaste FaceReact GuessTheFlavor',
    verbs: 'Spin Taste Chew Guess',
    names: 'BeanBoozledChallenge GoodOrGross GuessTheFlavor BeanBoozledRoulette KeepAStraightFace',
    also: 'beanboozle jellybeanchallenge',
    spelled: 'BeanBoozled',
  },
  'fake piercing': {
    things: 'Magnet Nose Ear Lip Mirror Stud Hoop Jewelry Sticker Parents',
    moves: 'NoseRingReveal HoopReveal ParentsReaction CasualReveal StudSwap SneakyReveal',
    verbs: 'Reveal Clip Fool Show',
    names:
      'FakeNoseRingPrank DidYouGetPierced ClipOnNoseRing RealOrFakePiercing ShowingMomMyPiercing',
    also: 'fakenosering',
  },
  'fake spill': {
    things: 'Laptop Couch Rug Cup Mug Soda Coffee Table Keyboard Carpet',
    moves: 'SpillReveal PuddleDrop CupTip LaptopSpill CarpetDrop DoubleTake',
    verbs: 'Spill Drop Tip Reveal',
    names:
      'DontPanicItsFake FakeNailPolishSpill SpilledOnYourLaptop FakeSpillOnTheCouch ItsNotRealCoffee',
    also: 'fakepuddle',
  },
  'rubber chicken': {
    things: 'Chicken Squeak Backpack Drawer Car Couch Lunchbox Fridge Chair Mailbox',
    moves: 'ChickenDrop SqueakAttack HiddenChicken DrawerSurprise ChickenSwap ChickenParade',
    verbs: 'Squeak Hide Drop Toss',
    names:
      'WhereIsTheChicken HideTheRubberChicken ChickenInTheFridge PassTheRubberChicken SqueakySurprise',
  },
  'backwards day': {
    things: 'Shirt Clock Calendar Breakfast Dinner Pajamas Hat Shoes Desk Menu',
    moves:
      'DessertFirst ClothesBackwards WalkBackwards DinnerForBreakfast ReverseRoutine SayItBackwards',
    verbs: 'Reverse Flip Swap Walk',
    names:
      'EverythingBackwards BackwardsDayBreakfast ClothesOnBackwards DessertFirst GoodnightAtBreakfast',
    also: 'oppositeday',
  },
  'st patricks day': {
    things: 'Leprechaun Clover Gold Rainbow Trap Coins Hat Milk Footprints Shamrock',
    moves: 'GreenMilk TinyFootprints LeprechaunTrap GoldHunt MessyRoom RainbowTrail',
    verbs: 'Sneak Hunt Hide Dye',
    names: 'CatchALeprechaun BuildALeprechaunTrap LeprechaunVisit GreenMilkMorning GreenEverything',
    also: 'stpatricks stpaddys leprechaun',
  },
  'elf on the shelf': {
    things: 'Shelf Scout Marshmallows Sprinkles MiniDonuts Notes CandyCane Flour Zipline Cereal',
    moves: 'MarshmallowBath SprinkleAngel ZiplineElf FlourAngel CandyCaneHunt TinyNote',
    verbs: 'Hide Spot Move Surprise',
    names: 'WhereIsTheElf ElfFlourSnowAngel ElfMarshmallowBath ElfMorningReveal ElfMischief',
    also: 'elf',
  },
  'senior prank': {
    things:
      'ParkingLot Hallway Lockers Balloons Cups Courtyard Banner StickyNotes Flamingos Principal',
    moves: 'CupMaze BalloonHallway StickyNoteMural FlamingoFlock BannerDrop BackwardsDay',
    verbs: 'Decorate Fill Plan Sneak',
    names:
      'SeniorPrankDay StickyNoteTheHallway SeniorsSwapWithTeachers SeniorBalloonFlood KindSeniorPrank',
  },
  'summer camp': {
    things: 'Cabin Bunk Canoe Campfire Flag Lake SleepingBag Trail Counselor Lanyard',
    moves: 'CabinSurprise FlagSwap BunkSwap CampfireSong GooglyEyes CanoeSwap',
    verbs: 'Sneak Swap Hide Sing',
    names: 'CabinVsCabin ShortSheetTheBunk CampPrankWars CounselorSwapDay CounselorGotPranked',
    also: 'sleepawaycamp',
  },
  'last day of school': {
    things: 'Yearbook Locker Backpack Bus Classroom Teacher Signatures Confetti Hallway Bell',
    moves: 'YearbookSigning LockerCleanout ConfettiExit TeacherSurprise BellCountdown ClassPhoto',
    verbs: 'Sign Celebrate Cheer Surprise',
    names:
      'LastDayTeacherSurprise CheerTunnelForTeachers LastDayBalloonDrop LastDayKindNotes LastDayLockerSurprise',
    also: 'schoolsout lastday',
  },
  switcheroo: {
    things: 'Mugs Cereal Boxes Labels Drawers Shoes Chairs Photos Pillows Snacks',
    moves: 'LabelSwap DrawerSwap ShoeSwap PhotoSwap SnackSwap RoomSwap',
    verbs: 'Swap Switch Trade Flip',
    names: 'TheOldSwitcheroo SpotTheSwap WhatDidISwap SwitchTheSnacks SwitcherooBreakfast',
    also: 'swap switch',
  },
  'fake out': {
    things: 'Box Remote Phone Door Snack Gift Card Cake Mug Balloon',
    moves: 'DoubleTake DecoyBox EmptyBox FakeReach FakeThrow PsychOut',
    verbs: 'Fake Fool Trick Dodge',
    names: 'GotchaFakeOut FakeOutHighFive DidntSeeThatComing FakeOutTheFamily PsychOutPrank',
  },
  'invisible string': {
    things: 'Dollar FishingLine Wallet Sidewalk Tape Bench Hook Reel Coin Park',
    moves: 'DollarTug PullAway ReelIn SneakyTug StringDash CoinTug',
    verbs: 'Pull Reel Tug Hide',
    names:
      'JustOutOfReach DollarOnAString InvisibleStringMagic StringOnTheRemote MoneyOnAStringPrank',
    also: 'dollaronastring fishingline',
  },
  'cookie jar': {
    things: 'Cookies Jar Lid Counter Veggies Broccoli Carrots Raisins Pantry Note',
    moves: 'VeggieSwap RaisinSwap EmptyJar NoteInside CarrotSticks LidTrap',
    verbs: 'Swap Fill Hide Fool',
    names:
      'VeggieCookieJar WhoTookTheCookies NoteInTheCookieJar GooglyEyeCookieJar CookieJarSurprise',
  },
  'donut box': {
    things: 'Donuts Veggies Broccoli Box Office Sprinkles Napkin Carrots Celery Glaze',
    moves: 'VeggieBox OfficeDelivery FakeDonuts SurpriseOpen SprinkleSwap DoubleBox',
    verbs: 'Swap Fill Deliver Surprise',
    names: 'VeggieDonutPrank OpenTheBox BagelsInADonutBox OneDonutLeft DonutsForTheOffice',
    also: 'donutprank',
  },
  'phone wallpaper': {
    things: 'Screen LockScreen Icons Apps Screenshot Photo Selfie Emoji Background Theme',
    moves: 'HomeScreenShot FrozenScreen UpsideDown SelfieWallpaper IconShuffle ThemeSwap',
    verbs: 'Swap Set Screenshot Tap',
    names:
      'FrozenScreenPrank CrackedScreenWallpaper WhyWontMyPhoneWork SwapTheirWallpaper WallpaperPrank',
  },
  'wifi name': {
    things: 'Router Network Password Neighbors Settings Laptop Phone Signal Modem Sticker',
    moves: 'NameChange PasswordRiddle FunnyNetwork SecretMessage NeighborChat PunName',
    verbs: 'Rename Connect Type Guess',
    names: 'WifiNameWars RenameTheWifi FunnyWifiNames WifiNameMessage GuessTheWifiPassword',
    also: 'wifinetwork wifipassword',
  },
  'contact name': {
    things: 'Phone Contacts Emoji Nickname Caller Ringtone Photo Message Screen Settings',
    moves: 'NameSwap EmojiName NicknameChange PhotoSwap RingtoneSwap CallerID',
    verbs: 'Rename Change Swap Call',
    names:
      'WhatsMyContactName GuessMyContactName RenamedInYourPhone ContactNameSwap ContactPhotoSwap',
    also: 'contactnames',
  },
  'living room': {
    things: 'Couch Remote Rug Pillows Lamp Blanket TV CoffeeTable Curtains Bookshelf',
    moves: 'BalloonFlood FurnitureShuffle PillowFort UpsideDown CouchSwap StickyNoteWall',
    verbs: 'Rearrange Swap Flip Decorate',
    names:
      'WhereIsTheCouch UpsideDownLivingRoom RoomRearrangePrank LivingRoomCupWall LivingRoomMakeover',
    also: 'lounge',
  },
  'love note': {
    things: 'Paper Heart Envelope Lipstick Mirror Lunchbox Pillow Car Notebook Stickers',
    moves: 'MirrorMessage LunchboxNote PillowNote WindshieldNote SecretNote HeartTrail',
    verbs: 'Write Hide Leave Surprise',
    names: 'LoveNoteTrail HiddenLoveNotes HundredLoveNotes LoveNoteInTheLunch SecretAdmirerNote',
  },
  'impractical jokers': {
    things: 'Earpiece Stranger Sign Hat Store Clipboard Card Bench Mic Camera',
    moves: 'EarpieceDare SayWhatTheySay StoreClerk SignHolder ThumbsDown TeamDare',
    verbs: 'Dare Say Follow Laugh',
    names: 'ImpracticalJokersStyle JokersAtHomeEdition SayWhatISay DoNotLaugh EarpieceDareAtHome',
  },
  'just for laughs': {
    things: 'Camera Bench Sign Street Costume BusStop MagicBox Park Mailbox Statue',
    moves: 'GagSetup DisappearAct HiddenHelper StreetGag SignSwitch BoxTrick',
    verbs: 'Fool Hide Reveal Laugh',
    names:
      'JustForLaughsAtHome TryNotToLaughPrank ClassicGagPrank HiddenCameraAtHome FamilyGagShow',
    also: 'justforlaughsgags',
  },
  'weasley twins': {
    things: 'JokeShop Fireworks Broom Map Candy Potion Sweets Owl Wand',
    moves: 'MapMischief SwitchPlaces JokeShopHaul CandyTrick BroomRace TwinSwap',
    verbs: 'Trick Swap Sneak Vanish',
    names: 'PrankLikeAWeasley MischiefManaged TwinTrickery TwinSwitcheroo WeasleyJokeShop',
    also: 'fredandgeorge',
  },
  'squirt flower': {
    things: 'Flower Lapel Bulb Water Jacket Pin Bouquet Daisy Clown Prop',
    moves: 'SniffTest LapelSquirt BouquetGag FlowerOffer SurpriseSpritz DoubleSquirt',
    verbs: 'Squirt Sniff Offer Spritz',
    names: 'SmellMyFlower ClassicFlowerGag SquirtFlowerDuel ClownFlowerSurprise LapelFlowerGag',
    also: 'squirtingflower',
  },
  'tooth fairy': {
    things: 'Tooth Pillow Coin Glitter Note Wand Envelope Dollar Box Wings',
    moves: 'PillowSwap GlitterTrail TinyNote CoinDrop FairyLetter WandWave',
    verbs: 'Sneak Swap Sprinkle Leave',
    names: 'ToothFairyNote TinyFairyFootprints ToothFairyVisit FairyDustTrail TinyFairyLetter',
  },
  grinch: {
    things: 'Presents Tree Ornaments Stockings Sleigh SantaHat Lights Cookies Whoville Heart',
    moves: 'PresentHeist OrnamentSwap TreeSteal StockingSwap LightsOut CheerUp',
    verbs: 'Sneak Steal Swap Hide',
    names: 'GrinchedTheTree GrinchStoleTheCookies GrinchFootprints GrinchVisit GrinchSurprise',
    also: 'thegrinch',
  },
  'mothers day': {
    things: 'Breakfast Flowers Card Tray Candle Pancakes Apron Coupon Photos Playlist',
    moves: 'BreakfastInBed FlowerSurprise ChoreTakeover HandmadeCard SpaDay SurpriseBrunch',
    verbs: 'Surprise Cook Clean Hug',
    names:
      'BreakfastInBedSurprise MomsDayOff CleanHouseForMom LoveNoteTrailForMom SurpriseMomChallenge',
    also: 'mumsday',
  },
  'fathers day': {
    things: 'Grill Tie Card Socks Tools Breakfast Car Remote Hammock Mug',
    moves: 'BreakfastInBed TieSurprise DadJokeCard CarWash GrillTakeover MugSwap',
    verbs: 'Surprise Grill Cook Hug',
    names: 'DadJokeTakeover DadsDayOff WashDadsCar BreakfastForDad FathersDaySurprise',
  },
  'wake up': {
    things: 'Alarm Pillow Blinds Curtains Speaker Bed Sunlight Coffee Song Blanket',
    moves: 'MorningSong ConfettiPop BreakfastSurprise SpeakerSerenade PillowTap CurtainReveal',
    verbs: 'Wake Sing Surprise Serenade',
    names: 'GoodMorningSerenade KazooWakeUpCall WakeUpToBreakfast WakeUpBalloonDrop WakeUpSurprise',
    also: 'wakeupcall',
  },
  'alarm clock': {
    things: 'Alarm Drawer Pillow Phone Nightstand Closet Ringtone Bed Snooze Shelf',
    moves: 'HiddenAlarms RingtoneSwap AlarmHunt SnoozeMaze ClockSwap SurpriseRing',
    verbs: 'Hide Ring Snooze Set',
    names: 'FindTheAlarm WhereIsThatRinging FiveHiddenAlarms AlarmRingtoneSwap HiddenAlarmPrank',
  },
  'hidden speaker': {
    things: 'Speaker Couch Plant Shelf Drawer Phone Playlist Crickets Bluetooth Lamp',
    moves: 'CricketSounds MysteryMusic DoorbellSound BirdChirps VoiceFromNowhere SongSwitch',
    verbs: 'Play Hide Chirp Confuse',
    names: 'WhereIsThatSound CricketInTheCouch SingingHouseplant MysterySoundPrank CricketPrank',
  },
  'face swap': {
    things: 'Filter Camera Selfie Photo Phone Screen App Celebrity Baby Pet',
    moves: 'FilterSwap BabyFace PetFace CelebrityFace FamilySwap PhotoReveal',
    verbs: 'Swap Snap Share Filter',
    names:
      'FaceSwapWithMom FaceSwapTheFamilyPic FaceSwapWithMyDog GuessTheFaceSwap BabyFaceSwapReveal',
  },
  'fake mustache': {
    things: 'Mustache Mirror Photo Selfie Sticker Marker Portrait Frame Hat Monocle',
    moves: 'MustacheEverything PortraitMustache SleepySticker PhotoEdit FancyLook DisguiseReveal',
    verbs: 'Stick Draw Twirl Disguise',
    names:
      'MustacheOnEverything IDontKnowThisGuy StickOnMustacheDay DisguiseAtDinner MustacheDisguisePrank',
  },
  'just married': {
    things: 'Car Cans Streamers Balloons Sign Windows Bows Confetti Flowers Ribbon',
    moves: 'CarDecorating CanString WindowChalk BalloonFill StreamerWrap ConfettiPop',
    verbs: 'Decorate Tie Write Fill',
    names:
      'DecorateTheCar JustMarriedCar CansOnTheBumper JustMarriedBalloonCar NewlywedStickyNotes',
    also: 'justmarriedcar',
  },
  jeep: {
    things: 'Ducks Dashboard Hood Mirror Tires Doors Note Sticker Trail Spare',
    moves: 'Ducking DuckDrop DashboardDuck TagYoureIt DuckNote HoodDuck',
    verbs: 'Duck Drop Leave Wave',
    names: 'DuckDuckJeep YouveBeenDucked DuckAJeep JeepDuckArmy JeepWaveChallenge',
  },
  'hide and seek': {
    things: 'Closet Curtain Couch Blanket Door Bed Pantry Tree Box',
    moves: 'SneakyHide ClosetHide BlanketBlend CurtainHide LastOneFound SeekerTrick',
    verbs: 'Hide Seek Sneak Blend',
    names: 'BestHidingSpot HideInPlainSight CantFindMe HideAndSeekWithMyDog HideAndSeekChampion',
    also: 'hidenseek',
  },
  'water gun': {
    things: 'Backyard Pool Bucket Sprinkler Towel Goggles Hose Swimsuit Fence Tank',
    moves: 'SneakySplash WaterWar SplashZone RefillRun TeamBattle TargetPractice',
    verbs: 'Splash Squirt Soak Dodge',
    names: 'WaterGunFight BackyardSoakOff SoakedChallenge WaterGunTargetPractice SummerSplashWar',
    also: 'squirtgun watergunfight',
  },
  'pie face': {
    things: 'Pie WhippedCream Plate Spinner Handle Face Apron Towel Game Crank',
    moves: 'CrankTurn PieFlip SafeTurn FaceSplat CreamCheck LuckyTurn',
    verbs: 'Crank Splat Spin Dodge',
    names: 'WhoGetsPied PieFaceShowdown CrankTheHandle PieFaceFamilyNight WhippedCreamSurprise',
    also: 'pieintheface',
  },
  grandparents: {
    things: 'Cookies Photos Recipe Cardigan Garden Couch Candy FlipPhone Recliner Quilt',
    moves: 'TechSupport FakeOut VideoCall SlangTest SurpriseVisit BakingSwap',
    verbs: 'Visit Hug Trick Bake',
    names:
      'PrankingMyGrandparents GrandparentsTrySlang GrandparentsCookieSwap SurpriseGrandmaVisit GrandparentsReact',
  },
  grandpa: {
    things: 'Recliner Suspenders Remote Garden Newspaper Crossword Toolbox Hat Slippers Cane',
    moves: 'Storytime Nap FishingTrip Whistle Handshake Gardening',
    verbs: 'Fix Nap Whistle Garden',
    names:
      'PrankingGrandpa GrandpaPranksBack HideGrandpasRemote TeachingGrandpaSlang GrandpaReacts',
    also: 'grandfather gramps grandad granddad',
  },
  twin: {
    things: 'Stroller Bunkbed Mirror Photos Birthday Cake Nametag Hoodie Outfit Selfie',
    moves: 'SwitchPlaces Telepathy MatchingOutfit SyncMove MirrorMove SwapDay',
    verbs: 'Mirror Match Switch Sync',
    names: 'WhichTwinIsWhich TwinSwap TwinTelepathy TwinMirrorPrank CanYouTellUsApart',
    also: 'triplet',
  },
  sleepover: {
    things: 'SleepingBag Pillow Popcorn Flashlight Pajamas BlanketFort NailPolish Snacks Movie',
    moves: 'PillowFight FortBuild MovieMarathon MidnightSnack Makeover Karaoke',
    verbs: 'Giggle Snack Build Whisper',
    names:
      'SleepoverSnackHeist PillowFortChallenge WhoFallsAsleepFirst FlashlightStoryDare SleepoverGames',
    also: 'slumberparty',
  },
  neighbor: {
    things: 'Fence Lawnmower Mailbox Porch Driveway Hedge Doorbell Grill Sprinkler Garage',
    moves: 'FenceChat MowOff PorchWave Borrow CookieDelivery LeafBlowing',
    verbs: 'Wave Borrow Mow Chat',
    names:
      'NeighborCookieDrop BooYourNeighbor FlockTheNeighbor ChalkNoteForNeighbor NeighborSurprise',
    also: 'neighbour',
  },
  uncle: {
    things: 'Grill Cooler Jokes Sunglasses Truck Remote Cap Hammock Guitar Fishing',
    moves: 'MagicTrick CoinTrick DadJoke Cannonball Piggyback Storytime',
    verbs: 'Joke Grill Laugh Fish',
    names: 'PrankedByMyUncle UncleMagicTricks UncleGotYourNose UncleDadJokeDuel CoinBehindYourEar',
  },
  aunt: {
    things: 'Purse Perfume Lipstick Candy Photos Casserole Cookies Gift Sweater Cheek',
    moves: 'CheekPinch Compliment GiftCard Hug HowYouveGrown KitchenChat',
    verbs: 'Hug Bake Spoil Gift',
    names: 'PrankedByMyAunt AuntVsNephewPrank AuntieCookieSwap AuntieSurpriseVisit FunAuntEnergy',
    also: 'auntie aunty',
  },
  cousin: {
    things: 'Trampoline Backyard Pool Bunkbed Reunion Photos KidsTable Snacks Sprinkler Treehouse',
    moves: 'Sleepover Cannonball TagGame SecretHandshake TalentShow PillowFight',
    verbs: 'Play Race Build Giggle',
    names:
      'PrankingMyCousin CousinsVsCousins CousinSleepoverPrank CousinsSnackHeist KidsTableTakeover',
  },
  'prank war': {
    things: 'StickyNotes GooglyEyes Balloons Foil Cups Confetti Scoreboard Whiteboard Tally Trophy',
    moves: 'Rematch FinalRound Truce StickyNoteWall BalloonFlood GooglyEyes',
    verbs: 'Plot Swap Sneak Hide',
    names: 'WhoWinsThePrankWar PrankWarDay1 PrankWarRematch PrankWarScoreboard PrankWarTruce',
    also: 'revenge payback',
  },
  prank: {
    things:
      'GooglyEyes StickyNotes BubbleWrap Foil Balloons Confetti WhoopeeCushion RubberDuck Mug Remote',
    moves: 'Switcheroo FakeOut BalloonFlood FoilWrap CupWall MugSwap',
    verbs: 'Swap Hide Trick Fool',
    names: 'PrankYourFamily PrankThemBack HarmlessPrank PrankGoneRight GotchaMoment',
    also: 'pranking prankster',
  },
  easter: {
    things: 'Eggs Basket Bunny Grass Jellybeans Carrots Chocolate Footprints Chick Ribbon',
    moves: 'EggHunt VeggieEggs BunnyFootprints BasketSwap EmptyEggs ClueEggs',
    verbs: 'Hide Hunt Dye Hop',
    names: 'EasterBunnyFootprints VeggieEggPrank EasterBasketSwap EggHuntSurprise BunnyLeftANote',
    also: 'easterbunny',
  },
  'disappearing ink': {
    things: 'Shirt Pen Bottle Tablecloth Paper Napkin Couch Sweater Sleeve Table',
    moves: 'FakeStain SpillReveal VanishingSpot SplashPrank DoubleTake WaitForIt',
    verbs: 'Splash Vanish Squirt Reveal',
    names: 'WatchItVanish InkStainOnMyShirt SplashAndVanish InkOnTheTablecloth GoneInTenSeconds',
    also: 'vanishingink',
  },
  'inflatable costume': {
    things: 'Dinosaur TRex Sumo Banana Alien Unicorn Shark Cowboy Pump Fan',
    moves: 'DinoDance SurpriseEntrance DinoWalk RunIn DoorbellDino GroceryRun',
    verbs: 'Waddle Stomp Dance Surprise',
    names: 'DinoAtTheDoor TRexDoesChores DinoDinnerGuest TRexCostumePrank DinoCostumeSurprise',
    also: 'trexcostume dinosaurcostume',
  },
  'ball pit': {
    things: 'Balls Car Office Cubicle Bathtub Room Pool Bags Net Desk',
    moves: 'CarFill CubicleFill RoomFill BathtubFill BallDrop BallAvalanche',
    verbs: 'Fill Dump Dive Toss',
    names: 'BallPitOffice FillTheCar BallPitBathtub BallPitBedroom OpenDoorBallAvalanche',
    also: 'tennisballs',
  },
  'packing peanuts': {
    things: 'Box Cubicle Desk Car Drawer Room Bags Office Chair Trash',
    moves: 'CubicleFill DeskFill CarFill DrawerFill BoxInABox PeanutAvalanche',
    verbs: 'Fill Pour Pack Dump',
    names:
      'FillTheCubicle PeanutAvalanche FindItInThePeanuts PeanutFilledDrawer PackingPeanutPrank',
    also: 'packingpeanut',
  },
  mailbox: {
    things: 'Letters Flag Post Envelope Balloons Note Stamp Porch Driveway Streamers',
    moves: 'BalloonStuff KindNote FlagUp LetterSurprise CandyDrop StreamerWrap',
    verbs: 'Fill Deliver Leave Decorate',
    names:
      'MailboxBalloons CandyInTheMailbox ThankYourMailCarrier SurpriseMailDrop MailboxSurprise',
    also: 'letterbox',
  },
  porch: {
    things: 'Doorstep Door Doorbell Mat Pumpkins Flowers Basket Treats Sign Bench',
    moves: 'Booed TreatDrop Flocking SnowmanDrop PumpkinSurprise CookieDrop',
    verbs: 'Leave Knock Drop Ring',
    names: 'YouveBeenBooed PorchCookieDrop DoorstepTreats PorchPumpkinDrop PorchSurprise',
    also: 'doorstep booed youvebeenbooed',
  },
  santa: {
    things: 'Cookies Milk Sleigh Reindeer Chimney Stocking Footprints Bells Hat Beard',
    moves: 'SnowyFootprints CookieCrumbs SleighBells ReindeerFood NorthPoleLetter MissingCookies',
    verbs: 'Sneak Deliver Ring Leave',
    names: 'CaughtSantaOnCamera SantaFootprints SantaAteTheCookies SantaWasHere SantaLeftANote',
    also: 'santaclaus fatherchristmas',
  },
  'stuffed animal': {
    things: 'Teddy Plushies Bed Couch Car Desk Shelf Window Pillow Basket',
    moves: 'PlushieArmy PlushieTakeover TeddyPicnic CarPassenger WindowWave BedArmy',
    verbs: 'Hide Arrange Stack Surprise',
    names:
      'PlushieArmyPrank TeddyTakeover WhoMovedTheTeddy TeddyWavesFromWindow StuffedAnimalParty',
    also: 'plushie teddy teddybear plush',
  },
  'family photo': {
    things: 'Frames Wall Album Mantel Celebrity Fridge Desk Screensaver Portrait Hallway',
    moves: 'CelebritySwap FaceSwap FrameSwap PhotoReveal CutoutCameo SneakyEdit',
    verbs: 'Swap Frame Hang Edit',
    names:
      'WhoIsInOurPhoto CelebrityFamilyPhoto SpotTheDifference FamilyPhotoSwap CatInEveryFamilyPhoto',
    also: 'familyphotos familyportrait',
  },
  'upside down': {
    things: 'Furniture Mugs Chairs Pictures Lamp Plants Books Table Desk Room',
    moves: 'FurnitureFlip MugFlip ChairFlip PictureFlip DeskFlip RoomFlip',
    verbs: 'Flip Turn Swap Hang',
    names: 'EverythingUpsideDown FlipTheRoom UpsideDownMugs UpsideDownDinner UpsideDownRoomPrank',
  },
  coworker: {
    things: 'Desk Mug Stapler Cubicle Printer Breakroom Microwave Lunch Snacks Lanyard',
    moves: 'MugSwap DeskWrap GooglyEyes StickyNoteWall SmallTalk CoffeeRun',
    verbs: 'Swap Wrap Hide Email',
    names: 'PrankingMyCoworker FoilYourCoworkersDesk CoworkerMugSwap DeskWrapPrank OfficePrankDay',
    also: 'colleague',
  },
  parents: {
    things: 'Minivan Remote Car Chores Allowance GroupChat Photos Recipes Curfew Thermostat',
    moves: 'Lecture TheLook ParentVoice DadJoke Carpool GroupSelfie',
    verbs: 'Nag Hug Drive Lecture Remind',
    names: 'PrankingMyParents ParentsGroupChatPrank ParentsVsKids ParentsTrySlang ParentsReact',
    also: 'parent',
  },
  cabinet: {
    things: 'Cups Mugs Plates Bowls Shelves Doors Handles Pantry Kitchen Snacks',
    moves: 'GooglyEyes UpsideDownCups ShelfSwap BalloonStuff HiddenNote LabelSwap',
    verbs: 'Swap Stack Flip Hide',
    names:
      'OpenTheCabinet GooglyEyeCabinets BalloonsInTheCabinet KitchenSwitcheroo CabinetSurprise',
    also: 'cupboard kitchencabinet',
  },
  drawer: {
    things: 'Desk Socks Utensils Pens Junk Handle Dresser Office Kitchen Stapler',
    moves: 'BalloonStuff PlasticBalls SockSwap UtensilSwap ConfettiDrop HiddenNote',
    verbs: 'Fill Swap Hide Stuff',
    names: 'OpenTheDrawer BalloonsInTheDrawer SockDrawerSwap JunkDrawerPrank DrawerSurprise',
    also: 'drawers',
  },
  window: {
    things: 'StickyNotes Chalk Marker Glass Curtains Blinds Car Bus Office Sill',
    moves: 'StickyNoteArt MessageWall PixelArt GlassChalk HeartCling CarArt',
    verbs: 'Write Stick Draw Peek',
    names: 'StickyNoteWindow WindowMessagePrank StickyNotePixelArt WindowChalkMessage CarWindowArt',
  },
  yard: {
    things: 'Lawn Flamingos Gnomes Signs Porch Mailbox Tree Driveway Fence Sprinkler',
    moves: 'Flocking SignSurprise GnomeTakeover PlasticForks ChalkDriveway LawnMakeover',
    verbs: 'Plant Decorate Surprise Flock',
    names: 'YouveBeenFlocked YardSignSurprise ChalkTheDriveway YardGnomeArmy FrontYardPrank',
    also: 'frontyard lawn',
  },
  spy: {
    things:
      'Sunglasses Earpiece Briefcase Gadgets Binoculars Trenchcoat Map Codebook Walkie Mustache',
    moves: 'SecretMission StealthCrawl CodeName Disguise Surveillance TopSecretDrop',
    verbs: 'Sneak Crawl Decode Hide',
    names: 'SneakLikeASpy SpyMission SecretAgentSnackRun SpyCodeNameDay SecretAgentPrank',
    also: 'secretagent spymission',
  },
  'snack heist': {
    things: 'Cookies Chips Candy Pantry Fridge Flashlight Jar Kitchen Wrapper Stairs',
    moves: 'TiptoeRun MidnightRaid CookieGrab StealthCrawl Getaway FridgeRaid',
    verbs: 'Sneak Tiptoe Grab Hide',
    names: 'MidnightSnackHeist TiptoeToTheFridge CookieHeist DontGetCaught SnackHeistGetaway',
    also: 'midnightsnack cookieheist',
  },
  'bus driver': {
    things: 'Bus Seat Wheel Mirror Route Door Sign Stop Lunchbox Thermos',
    moves: 'ThankYouSign CardShower SurpriseCheer SnackBasket BusWave ThankYouSong',
    verbs: 'Thank Cheer Wave Surprise',
    names:
      'ThankYourBusDriver WholeBusSaysThanks BusDriverSnackBasket LastDayCheer BusDriverSurprise',
    also: 'schoolbusdriver',
  },
  janitor: {
    things: 'Mop Bucket Cart Hallway Keys Broom Lockers Cafeteria Classroom Badge',
    moves: 'ThankYouBanner CardShower SurpriseCheer SnackBasket StandingOvation KindNote',
    verbs: 'Thank Cheer Clap Surprise',
    names:
      'ThankYourJanitor CheerForTheJanitor JanitorCardShower SurpriseForTheCrew CustodianAppreciation',
    also: 'custodian',
  },
  'garden gnome': {
    things: 'Gnome Garden Lawn Porch Flowers Mushroom Hat Beard Postcard Suitcase',
    moves: 'TravelingGnome GnomeArmy PorchDrop PostcardTrip GnomeMove TinyVacation',
    verbs: 'Move Hide Place Pose',
    names: 'TravelingGnomePrank WhereIsTheGnome GnomeOnVacation GnomeMovesEveryNight GnomeArmy',
    also: 'gnome gnomes',
  },
  'birthday card': {
    things: 'Card Envelope Song Speaker Button Glitter Confetti Stamp Pen Sticker',
    moves: 'EndlessSong ConfettiCard GiantCard MusicLoop TinyCard PopUpCard',
    verbs: 'Sing Open Sign Surprise',
    names:
      'EndlessBirthdayCard ConfettiBirthdayCard NeverEndingSong GiantBirthdayCard OpenTheCardPrank',
  },
  copycat: {
    things: 'Mirror Phone Chair Outfit Voice Hat Coffee Walk Sandwich Pose',
    moves: 'MirrorMove CopyEverything EchoTalk OutfitMatch ShadowWalk TwinPose',
    verbs: 'Copy Echo Mimic Mirror',
    names: 'CopyEverythingTheySay CopyingMyBestie MirrorMyEveryMove CopycatForADay CopycatDinner',
    also: 'copying copycatprank',
  },
  freeze: {
    things: 'Room Doorway LivingRoom Kitchen Office Classroom Couch Table Chair Family',
    moves: 'StatueMode PauseButton FrozenMidBite MidStepStop SlowThaw StillLife',
    verbs: 'Pause Hold Stare Stop',
    names: 'EveryoneFreeze PauseTheRoom FreezeMidBite FamilyFreezeFrame FreezeFramePrank',
    also: 'freezeprank freezeframe',
  },
  'laugh track': {
    things: 'Speaker Phone Sitcom Remote Soundboard Couch LivingRoom Kitchen Joke',
    moves: 'AudienceLaugh CueTheApplause RimshotCue SitcomEntry AwwSound GaspCue',
    verbs: 'Cue Laugh Play Clap',
    names:
      'SitcomMyLife LaughTrackAtDinner CueTheAudienceLaugh LaughTrackEveryJoke SitcomEntranceCheer',
    also: 'laughtrackprank',
  },
  applause: {
    things: 'Hands Room Doorway Office Classroom Hallway Kitchen Crowd Cheers Confetti',
    moves: 'StandingOvation SlowClap GrandEntrance DoorCheer SurpriseCheer WelcomeCheer',
    verbs: 'Clap Cheer Bow Welcome',
    names:
      'StandingOvationPrank SlowClapEntrance ApplauseForChores GrandEntranceChallenge EveryoneClapped',
    also: 'standingovation slowclap',
  },
  paparazzi: {
    things: 'Cameras Flash Sunglasses Mic RedCarpet Autograph Phone Crowd Rope Sign',
    moves: 'FakeFans PhotoSwarm AutographLine RedCarpetWalk FlashMob CelebrityTreatment',
    verbs: 'Snap Follow Cheer Pose',
    names:
      'FakePaparazziPrank PaparazziBirthday RedCarpetArrival TreatedLikeACelebrity FakeFansPrank',
    also: 'fakepaparazzi',
  },
  nerf: {
    things: 'Blaster Darts Foam Target Fort Cardboard Goggles Pillow Couch Hallway',
    moves: 'SneakAttack TrickShot DartDodge FortBuild TargetPractice Ambush',
    verbs: 'Blast Dodge Aim Sneak',
    names: 'NerfAmbush NerfTrickShot FoamDartDodge HallwayNerfBattle NerfFortBattle',
    also: 'nerfwar nerfgun',
  },
} as const satisfies KeywordEntries;
