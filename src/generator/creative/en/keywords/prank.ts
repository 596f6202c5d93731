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
    core: 'Fridge Couch Leftovers',
    scenes: 'Roomie',
    names:
      'RoommatePrankWars PrankMyRoommate RoommateBalloonFlood GooglyEyeTheRoomie RoommateMugSwap RoommateCupWall StickyNoteTheRoomie RoommateReversePrank RoommateGotcha',
    also: 'flatmate housemate roomie roommateprank',
  },
  girlfriend: {
    things: 'Hoodie Phone Purse Snacks Playlist Plushie Blanket Mirror Car Candles',
    moves:
      'LyricPrank SurpriseVisit SnackSwap WallpaperSwap FakeTattoo FlowerSurprise BlanketBurrito',
    verbs: 'Surprise Swap Hide Text',
    core: 'Hoodie Playlist Surprise',
    scenes: 'DateNight',
    names:
      'GirlfriendHoodieHeist GirlfriendLyricPrank PrankingMyGirlfriend GirlfriendSnackSwap GirlfriendWallpaperSwap FakeTattooOfHerName GirlfriendPrankWar FlowersForNoReason',
    also: 'gf girlfriendprank gfprank',
  },
  wife: {
    things: 'Mug Purse Phone Car Blanket Candles Closet Plants Shoes Coffee',
    moves:
      'MugSwap FlowerSurprise WallpaperSwap SurpriseBreakfast LoveNotes FakeSpill StickyNoteWall',
    verbs: 'Surprise Swap Hide Decorate',
    core: 'Mug Purse Surprise',
    scenes: 'Wifey',
    names:
      'HusbandVsWifePrankWar PrankingMyWife LoveNotesForMyWife GooglyEyesForMyWife WifeyWallpaperSwap WifeFakeSpillPrank SurpriseBreakfastPrank WifeyGotcha',
    also: 'wifey wifeprank',
  },
  sibling: {
    things: 'Bedroom Remote Backseat Cereal Bunkbed Snacks Controller Doorway Phone Pillow',
    moves: 'CerealSwap GooglyEyes BalloonFlood SockSwap WhoopeeCushion FakeSpill',
    verbs: 'Swap Hide Switch Trick',
    core: 'Bunkbed Remote Backseat',
    scenes: 'SiblingRivalry',
    names:
      'SiblingPrankWars SiblingCerealSwap SiblingBalloonFlood OlderVsYoungerSibling SiblingSockSwap SiblingGooglyEyes SiblingMugSwap SiblingGotcha',
    also: 'siblingprank',
  },
  brother: {
    things: 'Controller Hoodie Bedroom Bike Snacks Headphones Shoes Cereal Pillow Remote',
    moves: 'GooglyEyes CerealSwap ControllerHide BalloonFlood WhoopeeCushion SockSwap ReversePrank',
    verbs: 'Swap Hide Trick Switch',
    core: 'Controller Hoodie Bike',
    scenes: 'LilBro SiblingRivalry',
    names:
      'BrotherPrankWars PrankingMyBrother BrotherVsSister WheresMyController BrotherCerealSwap LittleBrotherGotcha LilBroBalloonFlood BrotherGooglyEyes',
    also: 'bro brotherprank',
  },
  sister: {
    things: 'Makeup Closet Hairbrush Phone Plushie Mirror Diary Pillow Bedroom Slippers',
    moves: 'ClosetSwap StickyNoteWall GooglyEyes BalloonFlood MirrorNote WallpaperSwap FakeSpill',
    verbs: 'Swap Hide Borrow Surprise',
    core: 'Makeup Closet Borrow',
    scenes: 'LilSis SiblingRivalry',
    names:
      'SisterPrankWars PrankingMySister SisterClosetSwap MirrorNoteForSis SisterStickyNoteWall LilSisGotcha SisterBalloonSurprise SisterVsBrother',
    also: 'sis sisterprank',
  },
  'best friend': {
    things: 'Phone Car Snacks Hoodie Bracelet Playlist Photos Selfie GroupChat Sleepover',
    moves: 'LyricPrank FakeOut WallpaperSwap SnackSwap TwinOutfit SurpriseVisit SecretHandshake',
    verbs: 'Surprise Swap Text Trick',
    core: 'Bracelet Selfie SecretHandshake',
    scenes: 'Bestie BFF',
    names:
      'BestFriendPrankWar PrankingMyBestFriend BestieLyricPrank ShowUpInTheSameOutfit BestieWallpaperSwap BestieSnackSwap BestieFakeOut BestieGotcha',
    also: 'bestie bff bestfriendprank',
  },
  friend: {
    things: 'GroupChat Phone Car Snacks Hoodie Playlist Couch Photos Sleepover Selfie',
    moves: 'LyricPrank FakeOut SurpriseVisit WallpaperSwap SnackSwap GooglyEyes',
    verbs: 'Surprise Trick Swap Text',
    core: 'GroupChat Selfie Sleepover',
    scenes: 'GroupChat',
    names:
      'PrankYourFriends FriendPrankRelay GooglyEyeYourFriends SwapYourFriendsSnacks FriendLyricPrank FriendGroupChatPrank PrankYourFriendBack FriendFakeOut',
    also: 'friendprank',
  },
  couple: {
    things: 'Couch Phone Hoodie Car Kitchen Blanket Remote Snacks Playlist Pillow',
    moves: 'LyricPrank SurpriseDate FakeTattoo WigReveal SnackSwap PillowFight LoveNote',
    verbs: 'Surprise Swap Hide Trick',
    core: 'Couch Blanket SurpriseDate',
    scenes: 'DateNight ValentinesDay',
    names:
      'CouplesPrankWar PrankMyPartner CouplesLyricPrank CoupleWigReveal CouplesSnackSwap CouplesFakeTattoo HisVsHersPrank CouplesMugSwap',
    also: 'coupleprank',
  },
  'april fools': {
    things:
      'StickyNote GooglyEyes FakeDonut Confetti Calendar Balloons Cereal Foil FakeCake Sprinkles',
    moves: 'CerealSwap FakeOut Switcheroo GooglyEyes FoilWrap CakeReveal BackwardsDay',
    verbs: 'Fool Trick Swap Wrap',
    core: 'GooglyEyes Calendar Fool',
    scenes: 'AprilFirst',
    names:
      'AprilFoolsPrankOff AprilFoolsFakeCake AprilFoolsCerealSwap AprilFoolsGooglyEyes AprilFoolsBackwardsDinner AprilFoolsJelloJuice AprilFoolsFakeSpill AprilFoolsGotcha',
    also: 'aprilfool aprilfoolsday',
  },
  'sticky note': {
    things: 'Desk Car Wall Door Mirror Fridge Monitor Locker Window Pen',
    moves: 'WallCover CarCover DeskCover MirrorMessage PixelArt LockerCover DoorCover',
    verbs: 'Stick Cover Write Decorate',
    core: 'Desk Wall Stick',
    names:
      'StickyNoteTakeover HundredStickyNotes StickyNoteCar StickyNotePixelArt StickyNoteComplimentWall StickyNoteTheDesk StickyNoteSpeedCover StickyNoteMirrorMessage',
    also: 'postit postitnote',
  },
  'googly eye': {
    things: 'Fridge Mirror Car Plant Door Mug Lamp CerealBox Shoes Keyboard',
    moves: 'FridgeFace ObjectFaces ShoeFaces PlantFaces SneakyStick FoodFaces',
    verbs: 'Stick Hide Decorate Surprise',
    core: 'Fridge ObjectFaces Stick',
    names:
      'GooglyEyesOnEverything PutEyesOnIt GooglyEyeTheFridge GooglyEyeEggs HowLongTillTheyNotice WhoIsWatchingMe GooglyEyePlantPals GooglyEyesOnDadsShoes',
    also: 'googly',
  },
  'bubble wrap': {
    things: 'Chair Floor Doormat Hallway Box Rug Desk Seat Couch Carpet',
    moves: 'PopPath FloorCover ChairSurprise HallwayPop DoormatPop PopOff',
    verbs: 'Pop Wrap Stomp Cover',
    core: 'Box Floor Pop Stomp',
    names:
      'PopGoesTheFloor BubbleWrapTheDoormat BubbleWrapUnderTheRug BubbleWrapTheChair BubbleWrapTheHallway PopPathToTheFridge BubbleWrapTheCar BubbleWrapWakeUp',
  },
  'whoopee cushion': {
    things: 'Chair Couch Seat Pillow Sofa Cushion Desk Bench Car Classroom',
    moves: 'ChairPlant SneakySet SoundCheck SitDown CouchTrap PillowHide',
    verbs: 'Sit Hide Plant Blow',
    core: 'Chair Seat Sit',
    names:
      'HiddenWhoopeeCushion WhoopeeInDadsChair SitDownSurprise WhoopeeAtDinner KeepAStraightFace WhoopeeOnTheCouch WhoopeeAtTheOffice WhoopeeUnderThePillow',
    also: 'fart fartnoise whoopiecushion',
  },
  foil: {
    things: 'Desk Stapler Car Mug Phone Fridge Door Chair Keyboard Remote',
    moves: 'DeskWrap ChairWrap CarWrap MugWrap SilverRoom StaplerWrap',
    verbs: 'Wrap Cover Crinkle Hide',
    core: 'Desk Wrap Crinkle',
    names:
      'FoilTheDesk FoilWrapTheMug EverythingInFoil FoilTheCar WhoFoiledMyRemote FoilTheFridge FoilTheWholeOffice TinfoilStapler',
    also: 'tinfoil aluminumfoil',
  },
  balloon: {
    things: 'Room Car Office Door Ceiling Helium Confetti Ribbon Pump Desk',
    moves: 'RoomFlood CarFull DoorSurprise CeilingCover PopParty ConfettiPop',
    verbs: 'Blow Pop Fill Float',
    core: 'Helium Ribbon Pop',
    scenes: 'BalloonFlood',
    names:
      'BalloonFlood BalloonAvalanche HundredBalloonRoom BalloonFilledCar BalloonPopMessage BalloonCeilingSurprise BalloonDeskTakeover BalloonFloodIn60',
  },
  remote: {
    things: 'Couch TV Batteries Cushion Blanket Drawer Buttons Channel Volume Netflix',
    moves: 'CouchHide BatterySwap ChannelFlip FoilWrap GooglyEyes TreasureHunt',
    verbs: 'Hide Swap Flip Click',
    core: 'TV Buttons Click',
    scenes: 'CouchPotato ChannelSurfing',
    names:
      'WheresTheRemote FoilWrapTheRemote RemoteOnAString GooglyEyeRemote RelabelTheRemote RemoteInTheFridge RemoteScavengerHunt RemoteInJello',
    also: 'tvremote',
  },
  car: {
    things: 'SteeringWheel Windshield Seat Mirror Horn Wipers Radio Trunk Dashboard Cupholder',
    moves: 'StickyNoteWrap BalloonFill GooglyEyes FoilWrap SeatSwap PlaylistSwap RubberDuck',
    verbs: 'Wrap Fill Decorate Honk',
    core: 'SteeringWheel Horn Honk',
    scenes: 'RoadTrip Carpool',
    names:
      'CarCoveredInStickyNotes CarFullOfBalloons GooglyEyeCar GiftWrapTheCar CarPlaylistSwap RubberDuckDashboard CarWindowCompliments TeddyInTheDriversSeat',
    also: 'carprank newcar',
  },
  fridge: {
    things: 'Leftovers Milk Magnets Door Shelves Snacks Eggs Butter Condiments Lunchbox',
    moves: 'GooglyEyes FaceEggs SnackSwap LabelSwap MagnetMessage SurpriseNote',
    verbs: 'Stock Swap Label Hide',
    core: 'Leftovers Magnets Stock',
    scenes: 'FridgeRaid MidnightSnack',
    names:
      'GooglyEyeFridge EggFacesPrank FridgeLabelSwap FridgeSwitcheroo BalloonsInTheFridge FridgeMagnetMessage FridgeNoteSurprise FridgeRubberDuckArmy',
    also: 'refrigerator',
  },
  'fake food': {
    things: 'Cake Donut Cupcake Frosting Sprinkles Candy Cookie Plate Box Fondant',
    moves: 'IsItCake CakeReveal DonutSwap CandyFakeOut CookieSwap FondantFake',
    verbs: 'Bake Trick Serve Swap',
    core: 'Cake Donut IsItCake',
    scenes: 'IsItCake',
    names:
      'IsItCakePrank ItWasCakeAllAlong DessertDisguisedAsDinner FakeFoodSwap GuessTheFakeFood FakeFoodBreakfast FakeFoodLunchbox SwapInAFakeCake',
    also: 'fakecake fakecookie foodprank',
  },
  'magic trick': {
    things: 'Cards Coin Hat Wand Cup Scarf Deck Balloon Ring Rope',
    moves: 'DisappearingCoin CardTrick MindReading CupAndBall VanishingAct CoinBehindEar',
    verbs: 'Vanish Reveal Shuffle Guess',
    core: 'Cards Wand Vanish',
    scenes: 'Abracadabra MagicShow HocusPocus',
    names:
      'MagicTrickIn10Seconds IKnowYourCard MagicTrickOnMyDog CoinBehindTheEar VanishingCoinTrick MagicTrickOnGrandpa OneCoinThreeTricks MagicTrickReveal',
    also: 'magic cardtrick cointrick',
  },
  'voice changer': {
    things: 'Mic Phone App Robot Chipmunk Headset Speaker Filter Echo Deep',
    moves: 'ChipmunkVoice RobotVoice DeepVoice PhoneCall SingAlong VoiceSwap',
    verbs: 'Talk Sing Call Echo',
    core: 'Mic Robot Echo',
    scenes: 'ChipmunkVoice RobotVoice',
    names:
      'ChipmunkVoiceChallenge GuessWhoIsCalling VoiceChangerSingAlong RobotVoiceAllDay VoiceChangerStorytime DeepVoiceDare VoiceChangerDuet VoiceChangerWakeUp',
  },
  'fake haircut': {
    things: 'Wig Scissors Clippers Mirror Cape Bangs Mullet Hat Photos Comb',
    moves: 'WigReveal BangsSurprise MulletReveal BuzzcutFake HatReveal Makeover',
    verbs: 'Reveal Trim Fool Surprise',
    core: 'Wig Mullet Reveal',
    scenes: 'BadHairDay',
    names:
      'FakeHaircutPrank FakeHaircutWigReveal FakeHaircutMullet NewHaircutWhoDis FakeBangsPrank FakeHaircutBuzzSound FakeHaircutVideoCall FakeHaircutAtDinner',
  },
  'fake tattoo': {
    things: 'Sticker Marker Stencil Sleeve Arm Mirror Photos Neck Ankle Parents',
    moves: 'TattooReveal SleeveReveal NameTattoo PeelOff ParentsReaction FaceTattoo',
    verbs: 'Reveal Peel Fool Draw',
    core: 'Sticker Marker Peel',
    scenes: 'NewInk',
    names:
      'ShowingMomMyTattoo ItWasTemporary FakeTattooSleeve FakeTattooPrank FakeGrandmaTattoo FakeTattooAtDinner FakeTattooOnDad FakeTattooReveal',
  },
  classroom: {
    things: 'Desk Whiteboard Chair Backpack Locker Marker Projector Clock Poster Stapler',
    moves: 'StickyNoteWall DeskSwap GooglyEyes BackwardsDay SeatSwap ClockSwitch',
    verbs: 'Swap Hide Decorate Switch',
    core: 'Desk Whiteboard Backpack',
    scenes: 'Homeroom BackToSchool',
    names:
      'ClassroomSwitcheroo EveryoneSitBackwards GooglyEyeClassroom ClassroomDeskSwap SurpriseYourTeacher StickyNoteTheWhiteboard ClassroomBalloonDrop ClassroomBackwardsDay',
    also: 'classroomprank',
  },
  dorm: {
    things: 'Bunk Microwave MiniFridge Roommate Door Desk Lanyard Hallway Laundry Ramen',
    moves: 'DoorDecor StickyNoteDoor BalloonFlood HallwayCupWall RoomSwap GooglyEyes',
    verbs: 'Decorate Swap Hide Stack',
    core: 'Bunk MiniFridge Laundry',
    scenes: 'CollegeLife MoveInDay',
    names:
      'DormCupWall BalloonFloodTheDorm FoilTheDormRoom StickyNoteDormDoor DormHallwayPrankWar WrapTheirDormChair DormMiniFridgeSurprise GooglyEyeTheDorm',
    also: 'dormitory',
  },
  surprise: {
    things: 'Balloons Confetti Cake Gift Banner Flowers Card Streamers Blindfold Door',
    moves: 'BigReveal HiddenGuests Blindfold PartyPop SecretVisit CakeReveal',
    verbs: 'Hide Reveal Celebrate Gift',
    core: 'Balloons Confetti Reveal',
    scenes: 'SurpriseParty',
    names:
      'SurpriseVisitPrank PretendYouForgot SurpriseHomecoming BlindfoldReveal SurprisePartyPrank SurpriseConfettiDoor SurpriseCakeReveal SurpriseInTheLunchbox',
  },
  gift: {
    things: 'Box Wrapping Ribbon Bow Tape Tissue Card Bag Present Tag',
    moves: 'BoxInABox WrappedTwice DuctTapeMaze DecoyBox TinyBox EmptyBox',
    verbs: 'Wrap Unwrap Hide Surprise',
    core: 'Box Bow Unwrap',
    scenes: 'GiftExchange',
    names:
      'GiftInTenBoxes DuctTapeGiftMaze TinyGiftHugePackage GiftDisguisedAsCereal GiftScavengerHunt GiftInABalloon GiftFrozenInIce GiftHiddenInPlainSight',
    also: 'present',
  },
  rickroll: {
    things: 'Link QRCode Playlist Speaker Slideshow Email Presentation Chorus Trenchcoat Dance',
    moves: 'QRCodeTrap SlideshowSurprise SurpriseChorus LinkSwap BaitAndSwitch HiddenTrack',
    verbs: 'Trick Link Play Sing',
    core: 'Link Chorus Dance',
    names:
      'RickrollYourFriends QRCodeRickroll RickrollPianoSurprise RickrollTheSlideshow RickrollTheGroupChat RickrollBirthdayCard RickrollFortuneCookie RickrollTheSpeech',
    also: 'rickrolled',
  },
  'reverse prank': {
    things: 'Flowers Balloons Coffee Snacks Cards Notes Gifts Cake Confetti Compliments',
    moves: 'SurpriseGift KindNote ComplimentAttack SecretClean TipSurprise FlowerDrop',
    verbs: 'Surprise Gift Help Compliment',
    core: 'Flowers Compliments Surprise',
    names:
      'ReversePrankOnMom ReversePrankBreakfast ComplimentAttack ReversePrankCleanUp FakeOutThenFlowers ReversePrankStickyNotes ReversePrankMyBestie ReversePrankPlaylist',
    also: 'kindprank wholesomeprank',
  },
  'water balloon': {
    things: 'Bucket Hose Backyard Balloons Sprinkler Pool Towel Target Swimsuit Cooler',
    moves: 'BalloonFight TossAndCatch RelayToss SneakySplash BucketDump SpongeBomb',
    verbs: 'Toss Splash Catch Soak',
    core: 'Bucket Splash Toss',
    scenes: 'WaterFight',
    names:
      'WaterBalloonToss WaterBalloonAmbush WaterBalloonFight WaterBalloonRelay WaterBalloonPinata SneakySplashAttack WaterBalloonSpoonRace DontDropTheBalloon',
  },
  confetti: {
    things: 'Umbrella Envelope Drawer Cannon Popper Balloon Streamers Party Card Box',
    moves: 'UmbrellaSurprise DrawerSurprise CardPop EnvelopePop BalloonPop PopperSurprise',
    verbs: 'Pop Throw Sprinkle Surprise',
    core: 'Popper Party Pop',
    scenes: 'PartyPopper',
    names:
      'ConfettiUmbrella ConfettiDrawer ConfettiCeilingFan ConfettiInTheCard ConfettiDoorDrop ConfettiBalloonPop ConfettiCupcakeBox ConfettiWelcomeHome',
  },
  'rubber duck': {
    things: 'Jeep Bathtub Desk Car Shelf Pool Dashboard Note Hat Sticker Duck',
    moves: 'DuckDrop DuckArmy JeepDuck DeskDuck BathtubArmy HiddenDuck',
    verbs: 'Hide Drop Leave Quack',
    core: 'Duck Bathtub Quack',
    scenes: 'BathTime RubberDucky',
    names:
      'RubberDuckArmy HiddenDuckHunt DuckInEveryDrawer DuckInTheirShoe BathtubFullOfDucks RubberDuckDeskTakeover DuckOnEveryStep RubberDuckSurprise',
  },
  'the office': {
    things: 'Stapler Jello Desk Beets Fax Mug Cubicle Printer Vending Receptionist',
    moves: 'StaplerInJello FaxFromTheFuture DeskWrap ChairSwap MugSwap DeskInVending',
    verbs: 'Wrap Swap Fax Hide',
    core: 'Stapler Jello Beets',
    scenes: 'DunderMifflin Scranton',
    names:
      'StaplerInJello PrankLikeJim FaxFromFutureMe TheOfficePrankChallenge TheOfficeDeskWrap TheOfficeMugSwap TheOfficeStaplerHunt RecreateTheOfficePranks',
  },
  jello: {
    things: 'Stapler Mold Bowl Spoon Fridge Cubes Plate Lime Cherry Dessert',
    moves: 'StaplerMold WobbleTest MoldReveal ObjectInside FakeDessert WiggleCheck',
    verbs: 'Wobble Mold Set Wiggle',
    core: 'Cubes Spoon Wobble',
    names:
      'StaplerInJello WhatsInTheJello JuiceTurnedToJello JelloMoldSurprise RubberDuckInJello JelloCoffeePrank JelloWobbleTest DinoInJello',
    also: 'gelatin',
  },
  'lyric prank': {
    things: 'Song Lyrics Text Phone Chorus Playlist Screenshot Crush Chat Emoji',
    moves: 'SongText ChorusDrop ReplyGuess SongReveal ScreenshotReveal VerseOne',
    verbs: 'Text Sing Reply Reveal',
    core: 'Lyrics Song Text',
    names:
      'LyricPrankOnMyCrush TextThemTheChorus LyricPrankOnMom DidTheyNotice LyricPrankYourBestie LyricPrankGroupChat LyricPrankGoneRight LyricPrankDuet',
  },
  crush: {
    things: 'Text Phone Note Locker Playlist Hoodie Song Lyrics Emoji Chat',
    moves: 'LyricPrank SecretNote DoubleText SurpriseCompliment PlaylistDrop WinkTest',
    verbs: 'Text Wink Blush Compliment',
    core: 'Note Text Blush',
    scenes: 'SecretAdmirer',
    names:
      'TextYourCrushALyric SecretNoteForCrush PlaylistForMyCrush CrushComplimentDare CrushCheesyPickupLine CrushFortuneCookie CrushPrankGoneRight DidMyCrushNotice',
  },
  classmate: {
    things: 'Desk Locker Backpack Pencil Lunchbox Notebook Hallway Whiteboard Chair Eraser',
    moves: 'StickyNoteWall DeskSwap GooglyEyes PencilSwap LockerSurprise SeatSwap',
    verbs: 'Swap Hide Trade Decorate',
    core: 'Desk Locker Pencil',
    scenes: 'Homeroom',
    names:
      'ClassmateKindNotes ClassmateDeskSwap GooglyEyeThePencils ClassmateLockerSurprise ClassmateBirthdayBanner ClassPrankWars ClassmateEraserSwap ClassmateGotcha',
    also: 'classmates',
  },
  teammate: {
    things: 'Jersey Locker Helmet Cooler Cleats Bench Bus Gatorade Towel Water',
    moves: 'LockerBalloons JerseySwap BenchSurprise ShoeSwap TeamHuddle CheerTunnel',
    verbs: 'Swap Hide Cheer Surprise',
    core: 'Jersey Locker Cheer',
    scenes: 'LockerRoom GameDay',
    names:
      'TeammateJerseySwap BalloonTheirLocker TeammateCheerTunnel GooglyEyeTheirHelmet TeamPrankWars TeammateSnackSwap TeammateShoeSwap TeammateGotcha',
    also: 'teammates',
  },
  coach: {
    things: 'Whistle Clipboard Cooler Cap Bench Stopwatch Playbook Jersey Cones Sideline',
    moves: 'WhistleSwap ClipboardNote CapSwap SurpriseParty SidelineDance CheerTunnel',
    verbs: 'Cheer Swap Surprise Thank',
    core: 'Whistle Clipboard Cheer',
    scenes: 'PepTalk GameDay',
    names:
      'CoachKazooWhistle TeamDressesAsCoach CheerTunnelForCoach PrankTheCoach ConfettiShowerForCoach CoachClipboardNote CoachThankYouSurprise CoachGotcha',
  },
  intern: {
    things: 'Desk Badge Coffee Stapler Lanyard Laptop Printer Mug Chair Inbox',
    moves: 'DeskWrap NameplateSwap CoffeeRun WelcomeBalloons StaplerInJello MugSwap',
    verbs: 'Swap Welcome Wrap Hide',
    core: 'Badge Lanyard Laptop',
    scenes: 'CoffeeRun Internship',
    names:
      'WelcomeTheIntern InternReverseCoffeeRun WrapTheInternsDesk InternFirstDayPrank InternNameplateSwap InternLastDayBalloons GooglyEyeTheInternsMug InternGotPranked',
    also: 'interns',
  },
  babysitter: {
    things: 'Couch Snacks Remote Bedtime Cookies Toys Blanket Kitchen Backyard Tablet',
    moves: 'HideAndSeek PillowFort BedtimeStall SnackHeist FakeOut GiggleFit',
    verbs: 'Hide Giggle Sneak Stall',
    core: 'Bedtime Toys Snacks',
    names:
      'KidsPrankTheSitter SitterHideAndSeek BabysitterSnackSwap BabysitterPillowFort BabysitterGooglyEyes BabysitterWelcomeSign SitterSwitcheroo BabysitterGotPranked',
    also: 'babysitting nanny sitter',
  },
  son: {
    things: 'Bedroom Controller Backpack Cereal Sneakers Hoodie Lunchbox Bike Snacks Phone',
    moves: 'GooglyEyes LunchboxNote SockSwap BalloonFlood CerealSwap WakeUpSurprise',
    verbs: 'Hide Swap Surprise Wake',
    core: 'Backpack Controller Sneakers',
    scenes: 'FatherSon',
    names:
      'PrankingMySon DadVsSonPrankWar LunchboxNoteForMySon PrankedByMySon SonControllerHideAndSeek SonsRoomBalloonFlood GooglyEyesOnHisSneakers SonWakeUpSurprise',
  },
  daughter: {
    things: 'Bedroom Plushie Backpack Hairbrush Lunchbox Makeup Phone Blanket Snacks Bike',
    moves: 'LunchboxNote BalloonFlood GooglyEyes PlushieSwap WakeUpSurprise ClosetSwap',
    verbs: 'Hide Swap Surprise Wake',
    core: 'Plushie Hairbrush Backpack',
    scenes: 'FatherDaughter MotherDaughter',
    names:
      'PrankingMyDaughter DadVsDaughter PlushieArmyWakeUp DaughterLunchboxNote PrankedByMyDaughter DaughterGivesDadAMakeover MomVsDaughterPrankWar GooglyEyesOnHerBackpack',
  },
  grandkid: {
    things: 'Cookies Candy Couch Photos Blanket Toys Pajamas Playroom Remote Sprinkles',
    moves: 'GrandmaVoice SnackSwap HideAndSeek CookieHeist FakeOut PillowFort',
    verbs: 'Hide Giggle Sneak Spoil',
    core: 'Cookies Toys Spoil',
    scenes: 'GrandmasHouse',
    names:
      'GrandkidsPrankGrandpa TreatHeistAtNanas GrandparentsVsGrandkids GrandkidSurpriseVisit GrandkidsHideAndSeek PrankingGrandma GrandkidsCookieSwap GrandkidsGotcha',
    also: 'grandchild grandchildren grandson granddaughter grandkids',
  },
  nephew: {
    things: 'Controller Snacks Bike Backpack Trampoline Toys Candy Hoodie Sneakers Skateboard',
    moves: 'GooglyEyes SnackSwap HideAndSeek MagicTrick CoinTrick FakeOut',
    verbs: 'Trick Hide Giggle Swap',
    core: 'Controller Skateboard Trick',
    names:
      'FunAuntVsNephew PrankingMyNephew MagicTrickForMyNephew UncleVsNephewPrankWar NephewHideAndSeek GotYourNoseNephew NephewSnackSwap PrankedByMyNephew',
  },
  fiance: {
    things: 'Ring Phone Car Couch Flowers Calendar Hoodie Playlist Mug Pillow',
    moves: 'LyricPrank FlowerSurprise SurpriseDate WigReveal SnackSwap LoveNotes',
    verbs: 'Surprise Swap Hide Plan',
    core: 'Ring Flowers Plan',
    scenes: 'WeddingBells',
    names:
      'PrankingMyFiance FakeWeddingThemeReveal FianceFirstDanceFakeOut FianceLyricPrank FianceFellForIt FianceSnackSwap FianceLoveNoteHunt FianceGotcha',
    also: 'fiancee',
  },
  squad: {
    things: 'GroupChat Phone Car Snacks Hoodies Playlist Couch Photos Sleepover Backyard',
    moves: 'GroupPrank FakeOut LyricPrank SurpriseVisit BalloonFlood Switcheroo',
    verbs: 'Swap Trick Surprise Plot',
    core: 'GroupChat Hoodies Sleepover',
    scenes: 'SquadGoals GroupChat',
    names:
      'PrankTheSquad SquadPrankRelay SquadGroupChatPrank WhoFellForIt GooglyEyeTheSquad SquadShowsUpMatching SquadSleepoverPrank SquadSnackSwap',
    also: 'friendgroup',
  },
  'delivery driver': {
    things: 'Porch Package Snacks Doorbell Sign Cooler ThankYouNote Drinks Basket Camera',
    moves: 'SnackStation ThankYouSign PorchDance SurpriseTip DoorbellDance KindNote',
    verbs: 'Thank Wave Dance Leave',
    core: 'Package Porch Thank',
    names:
      'ThankYourDriver PorchSnackStation DeliveryDriverSurprise ColdDrinksForDrivers DeliveryDriverCheer DoorSignForTheDriver DeliveryDriverKindNote TreatBasketForDriver',
    also: 'mailman mailcarrier deliveryguy',
  },
  stapler: {
    things: 'Jello Desk Mold Staples Drawer Office Foil Printer Mug Fridge',
    moves: 'JelloCube FoilWrap DrawerHide JelloMold MugSwap DeskMove',
    verbs: 'Hide Wrap Mold Swap',
    core: 'Staples Desk Office',
    scenes: 'StaplerInJello',
    names:
      'StaplerInJello WheresMyStapler StaplerInFoil GooglyEyeStapler TinyStaplerSwap StaplerInTheFridge StaplerWithAMustache StaplerOnVacation',
  },
  printer: {
    things: 'Paper Ink Tray Office Toner Copier Jam Scanner Note Sign',
    moves: 'SecretPrint MessageStack FakeJam PrintedMemo SignSwap PaperCascade',
    verbs: 'Print Copy Scan Jam',
    core: 'Paper Ink Print',
    scenes: 'PaperJam',
    names:
      'GooglyEyePrinter PrinterSaysHello PrinterJokeOfTheDay FoilWrapThePrinter PrinterComplimentPage PrinterJamPrank PrinterGiftWrapped PrinterStickyNoteFace',
    also: 'copier',
  },
  cubicle: {
    things: 'Desk Chair Walls Stapler Monitor Mug Plant Lamp Calendar Nameplate',
    moves: 'BalloonFill StickyNoteWall FoilWrap DeskMove BeachTheme WallpaperSwap',
    verbs: 'Wrap Fill Decorate Swap',
    core: 'Desk Walls Monitor',
    scenes: 'NineToFive OfficeLife',
    names:
      'BalloonCubicle FoilTheCubicle StickyNoteCubicle CubicleBallPit CubicleBeachTheme CubicleCupWall CubicleGooglyEyes CubicleMakeover',
    also: 'cubicles',
  },
  locker: {
    things: 'Lock Door Hallway Backpack Books Mirror Magnets Sticker Note Combo',
    moves: 'BalloonFill StickyNoteWall SurpriseNote ConfettiDrop BirthdayDecor MagnetMessage',
    verbs: 'Decorate Fill Stick Surprise',
    core: 'Lock Combo Hallway',
    scenes: 'BackToSchool',
    names:
      'LockerBalloonDrop BirthdayLockerTakeover StickyNoteLocker LockerComplimentNotes LockerConfettiPop LockerGooglyEyes LockerSnackSurprise LockerPixelArt',
    also: 'lockers',
  },
  lunchbox: {
    things: 'Sandwich Napkin Note Juice Snacks Apple Cookie Thermos Fork Bag',
    moves: 'NapkinNote NapkinArt SnackSwap SandwichFace SurpriseTreat JokeNote',
    verbs: 'Pack Write Swap Surprise',
    core: 'Sandwich Napkin Pack',
    scenes: 'PackedLunch SchoolLunch',
    names:
      'FaceOnTheSandwich LunchboxRiddle LunchboxNotes LunchboxJokeOfTheDay GooglyEyeLunchbox LunchboxNapkinDoodle LunchboxSurpriseTreat LunchboxSwitcheroo',
    also: 'lunchbag',
  },
  backpack: {
    things: 'Zipper Pocket Binder Pencil Keychain Lunchbox Notebook Books Straps Locker',
    moves: 'BalloonStuff KeychainSwap GooglyEyes PocketNote StickyNotes SurprisePacked',
    verbs: 'Pack Zip Swap Hide',
    core: 'Zipper Pocket Zip',
    scenes: 'BackToSchool',
    names:
      'BalloonBackpack BackpackFullOfPlushies NoteInTheBackpack GooglyEyeBackpack BackpackRubberChicken BackpackKeychainSwap BackpackSwapPrank BackpackConfettiPocket',
    also: 'bookbag schoolbag',
  },
  mug: {
    things: 'Coffee Tea Handle Desk Cabinet Spoon Sticker Marker Cupboard Shelf',
    moves: 'CabinetSwap GooglyEyes UpsideDownStack FaceSticker HiddenNote ShelfSwap',
    verbs: 'Swap Flip Stack Hide',
    core: 'Handle Spoon Stack',
    scenes: 'CoffeeBreak MorningCoffee',
    names:
      'MugSwapPrank TinyMugSwap WhereIsMyMug GooglyEyeMug UpsideDownMugPrank MugWithAMustache NoteUnderTheMug MugInJello',
    also: 'coffeemug',
  },
  pillow: {
    things: 'Bed Blanket Couch Case Cushion Sheets Bedroom Feathers Plushie Teddy',
    moves: 'CaseSwap PlushieSwap BlanketFort Cuddle FluffUp FeatherFight',
    verbs: 'Fluff Swap Hide Toss',
    core: 'Bed Blanket Fluff',
    scenes: 'PillowFight PillowFort Bedtime',
    names:
      'SurprisePillowFight PillowcaseSwap PillowWithYourFace PillowFortTakeover NoteUnderThePillow GooglyEyePillow SqueakyToyInThePillow PillowPileSurprise',
    also: 'pillows',
  },
  mirror: {
    things: 'StickyNote Bathroom Closet Lipstick Marker Note Message Frame Hallway Selfie',
    moves: 'ComplimentNote GooglyEyes FaceSticker KindNote LipstickHeart MessageReveal',
    verbs: 'Write Stick Smile Surprise',
    core: 'Frame Selfie Smile',
    scenes: 'MirrorMirror MirrorSelfie',
    names:
      'FoggyMirrorMessage ComplimentMirror MirrorMustacheSticker StickyNoteMirror GooglyEyeMirror DryEraseMirrorDoodle MirrorMessageHunt MirrorMorningJoke',
    also: 'mirrors',
  },
  door: {
    things: 'Hallway Handle Hinge Streamers Balloons Paper Knob Frame Porch Ribbon',
    moves: 'StreamerWeb BalloonWall PaperWall SurpriseOpen CrepeCurtain HandleBow',
    verbs: 'Open Knock Decorate Block',
    core: 'Knob Hinge Knock',
    scenes: 'KnockKnock',
    names:
      'StreamerDoorPrank BurstThroughTheDoor BalloonDoor GiftWrapTheirDoor DoorSignSwap DoormatSwap DoorbellTreatDrop DoorDecorTakeover',
    also: 'doorway',
  },
  chair: {
    things: 'Desk Cushion Wheels Office Seat Balloon Lever Armrest Couch Kitchen',
    moves: 'SeatSwap BalloonSeat FoilWrap GooglyEyes SpinSurprise SeatWrap',
    verbs: 'Swap Wrap Spin Sit',
    core: 'Cushion Wheels Sit',
    scenes: 'MusicalChairs',
    names:
      'WhoStoleMyChair TinyChairSwap FoilWrapTheChair GooglyEyeChair BalloonChairPrank ChairFullOfPlushies ChairBubbleWrapPop ChairSwapPrank',
    also: 'officechair',
  },
  bed: {
    things: 'Sheets Pillow Blanket Duvet Balloons Plushies Headboard Mattress Comforter Teddy',
    moves: 'BalloonFill PlushieArmy ShortSheet PillowSwap BlanketBurrito SheetSwap',
    verbs: 'Fill Tuck Swap Hide',
    core: 'Pillow Blanket Tuck',
    scenes: 'Bedtime BreakfastInBed',
    names:
      'ShortSheetTheBed BedFullOfBalloons MakeTheirBedForThem BuryTheBedInPlushies BedMadeBackwards DinosaurPillowcaseSwap BedsideNoteSurprise BedtimeGooglyEyes',
  },
  bedroom: {
    things: 'Bed Door Closet Desk Lamp Poster Ceiling Window Rug Pillows',
    moves: 'BalloonFlood StickyNoteWall StreamerWeb RoomSwap FoilWrap RoomMakeover',
    verbs: 'Decorate Fill Wrap Swap',
    core: 'Bed Closet Poster',
    scenes: 'Bedtime MessyRoom',
    names:
      'BedroomTakeover BedroomBalloonFlood StickyNoteBedroom BedroomSwapDay BedroomStreamerWeb BedroomUpsideDown BedroomMakeoverSurprise GlowStarsOnTheCeiling',
  },
  'cup wall': {
    things: 'Cups Doorway Hallway Tape Table Stack Solo Rows Door Pyramid',
    moves: 'DoorwayWall StackAndWait CupPyramid CupMaze HallwayWall RowStack',
    verbs: 'Stack Build Block Wait',
    core: 'Cups Doorway Stack',
    names:
      'DoorwayCupWall HowManyCupsTall BuildACupWall CupMazeHallway CupWallAroundTheirDesk CupWallBirthdayMessage CupWallSpeedBuild CupWallBlockTheFridge',
  },
  'wrapping paper': {
    things: 'Tape Bow Ribbon Desk Chair Car Fridge Scissors Box Tag',
    moves: 'DeskWrap ChairWrap CarWrap FridgeWrap RoomWrap DoorWrap',
    verbs: 'Wrap Tape Tie Cover',
    core: 'Tape Bow Wrap',
    scenes: 'GiftWrap',
    names:
      'GiftWrapTheDesk WrappingPaperFridge WrapTheWholeRoom WrappingPaperOfYourFace WrapTheirDoorway WrapTheMugs WrappingPaperCar WrappingPaperRemote',
  },
  'plastic flamingo': {
    things: 'Yard Lawn Garden Sign Porch Mailbox Flock Pink Driveway Neighborhood',
    moves: 'Flocking YardTakeover PorchFlock SignReveal MorningSurprise FlockDrop',
    verbs: 'Flock Plant Surprise Decorate',
    core: 'Pink Yard Flock',
    scenes: 'LawnFlamingo',
    names:
      'YouveBeenFlocked FlockYourFriend FlamingoBirthdayFlock FlamingoYardSurprise FlamingoPayItForward PlasticFlamingoPrank FlamingoInTheBathtub PlasticFlamingoArmy',
  },
  'silly string': {
    things: 'Can Party Balloon Door Backyard Confetti Poncho Cake Streamers Goggles',
    moves: 'StringWar PartyBlast BackyardBattle StreamerDoor RainbowShower',
    verbs: 'Spray Blast Dodge Cover',
    core: 'Can Party Spray',
    names:
      'SillyStringWar SillyStringDoorAmbush SillyStringSpiderWeb BirthdaySillyString SillyStringWelcomeHome BackyardStringFight SillyStringQuickDraw SillyStringRematch',
  },
  'cardboard cutout': {
    things: 'Celebrity Window Doorway Car Hallway Couch Office Closet Stairs Photo',
    moves: 'WindowPeek DoorwayGuest CarPassenger CouchGuest OfficeVisitor PhotoCameo',
    verbs: 'Hide Place Pose Surprise',
    core: 'Celebrity Window Pose',
    names:
      'MeetMyNewRoommate CutoutInTheWindow CutoutAtTheTable CutoutInEveryPhoto CardboardCutoutCameo CutoutOfMeAtHome CutoutInThePassengerSeat CutoutAtGraduation',
  },
  photobomb: {
    things: 'Selfie Camera Background Group Photo Frame Pose Tourist Wedding Statue',
    moves: 'SneakyPeek BackgroundPose JumpIn SideSmile DoubleTake CameoPose',
    verbs: 'Pose Jump Sneak Smile',
    core: 'Selfie Background Pose',
    scenes: 'SayCheese GroupPhoto',
    names:
      'SpotThePhotobomb PhotobombTheSelfie PhotobombTheFamilyPic SneakyBackgroundDance PhotobombYourBestie PhotobombedByTheDog PhotobombCostumeChange PhotobombEveryShot',
    also: 'photobombing',
  },
  'fortune cookie': {
    things: 'Fortune Paper Cookie Message Takeout Plate Chopsticks Tweezers Bowl Box',
    moves: 'CustomFortune HiddenMessage FortuneSwap SillyProphecy SecretNote CookieRead',
    verbs: 'Write Fold Read Crack',
    core: 'Fortune Message Crack',
    scenes: 'ChineseTakeout',
    names:
      'WriteYourOwnFortune FortuneThatComesTrue FortuneSaysDoTheDishes FortuneCookieCompliments FortunesForTheFamily FortuneCookieProposal FortuneCookieSurprise CustomFortunePrank',
  },
  'gag gift': {
    things: 'Box Wrapping Ribbon Tissue Bow Card Tag Bag Trophy Mug',
    moves: 'BoxInABox DecoyWrap TinyGift FakeOut WrappedBrick MysteryBox',
    verbs: 'Wrap Unwrap Fool Surprise',
    core: 'Box Ribbon Unwrap',
    scenes: 'WhiteElephant SecretSanta',
    names:
      'GagGiftThenTheRealOne WrapItInDuctTape GuessTheGagGift WhiteElephantWinner WorstGiftEver WrappedBrickGift GagGiftForDad GagGiftUnboxing',
    also: 'whiteelephant regift regifting',
  },
  'bean boozled': {
    things: 'Jellybeans Spinner Box Flavors Wheel Candy Bowl Cup Timer Blindfold',
    moves: 'SpinTheWheel FlavorRoulette TasteTest BlindTaste FaceReact GuessTheFlavor',
    verbs: 'Spin Taste Chew Guess',
    core: 'Jellybeans Spinner Taste',
    scenes: 'JellyBean',
    names:
      'BeanBoozledPokerFace BeanBoozledBestOfFive GuessTheFlavor SpinTheBeanWheel TastyOrTricky BeanBoozledLookalikes BeanBoozledBlindPick BeanBoozledWithDad',
    also: 'beanboozle jellybeanchallenge',
    spelled: 'BeanBoozled',
  },
  'fake piercing': {
    things: 'Magnet Nose Ear Lip Mirror Stud Hoop Jewelry Sticker Parents',
    moves: 'NoseRingReveal HoopReveal ParentsReaction CasualReveal StudSwap SneakyReveal',
    verbs: 'Reveal Clip Fool Show',
    core: 'Stud Hoop Clip',
    names:
      'ShowingMomMyPiercing FakeNoseRingPrank DidYouGetPierced RealOrFakePiercing FakePiercingOnDad FakePiercingAtDinner MagneticEarringPrank FakePiercingReveal',
    also: 'fakenosering',
  },
  'fake spill': {
    things: 'Laptop Couch Rug Cup Mug Soda Coffee Table Keyboard Carpet',
    moves: 'SpillReveal PuddleDrop CupTip LaptopSpill CarpetDrop DoubleTake',
    verbs: 'Spill Drop Tip Reveal',
    core: 'Cup Laptop Spill',
    names:
      'FakeNailPolishSpill SpilledOnYourLaptop FakeSpillOnTheCouch DontPanicItsFake ItsNotRealCoffee FakeSpillOnHomework FakeSpillPuddleDrop FakeSpillAtDinner',
    also: 'fakepuddle',
  },
  'rubber chicken': {
    things: 'Chicken Squeak Backpack Drawer Car Couch Lunchbox Fridge Chair Mailbox',
    moves: 'ChickenDrop SqueakAttack HiddenChicken DrawerSurprise ChickenSwap ChickenParade',
    verbs: 'Squeak Hide Drop Toss',
    core: 'Chicken Squeak Toss',
    names:
      'RubberChickenForDinner HideTheRubberChicken PassTheRubberChicken ChickenInTheFridge RubberChickenRelay RubberChickenSqueakOff WhereIsTheChicken RubberChickenInTheCar',
  },
  'backwards day': {
    things: 'Shirt Clock Calendar Breakfast Dinner Pajamas Hat Shoes Desk Menu',
    moves:
      'DessertFirst ClothesBackwards WalkBackwards DinnerForBreakfast ReverseRoutine SayItBackwards',
    verbs: 'Reverse Flip Swap Walk',
    core: 'Clock Shirt Reverse',
    scenes: 'OppositeDay',
    names:
      'ClothesOnBackwards SayItBackwards BackwardsDayRoomFlip BackwardsDayDessertFirst GoodnightAtBreakfast WalkBackwardsAllDay BackwardsDayAtSchool BackwardsDayWithDad',
    also: 'oppositeday',
  },
  'st patricks day': {
    things: 'Leprechaun Clover Gold Rainbow Trap Coins Hat Milk Footprints Shamrock',
    moves: 'GreenMilk TinyFootprints LeprechaunTrap GoldHunt MessyRoom RainbowTrail',
    verbs: 'Sneak Hunt Hide Dye',
    core: 'Leprechaun Rainbow Gold',
    scenes: 'Leprechaun PotOfGold Shamrock',
    names:
      'BuildALeprechaunTrap TinyLeprechaunFootprints StPaddysGreenMilk StPatricksDayGoldHunt StPaddysRainbowTrail LeprechaunLeftANote StPaddysEverythingGreen StPatricksDayPrankOff',
    also: 'stpatricks stpaddys leprechaun',
  },
  'elf on the shelf': {
    things: 'Shelf Scout Marshmallows Sprinkles MiniDonuts Notes CandyCane Flour Zipline Cereal',
    moves: 'MarshmallowBath SprinkleAngel ZiplineElf FlourAngel CandyCaneHunt TinyNote',
    verbs: 'Hide Spot Move Surprise',
    core: 'Shelf Scout Hide',
    scenes: 'ChristmasElf',
    names:
      'ElfMarshmallowBath ElfFlourSnowAngel WhereIsTheElf ElfZiplineDrop ElfCaughtInTheCookies ElfFishingInTheSink ElfOnTheShelfMischief ElfLeftATinyNote',
  },
  'senior prank': {
    things:
      'ParkingLot Hallway Lockers Balloons Cups Courtyard Banner StickyNotes Flamingos Principal',
    moves: 'CupMaze BalloonHallway StickyNoteMural FlamingoFlock BannerDrop BackwardsDay',
    verbs: 'Decorate Fill Plan Sneak',
    core: 'Lockers Hallway Balloons',
    scenes: 'SeniorYear',
    names:
      'SeniorPrankDay SeniorsSwapWithTeachers StickyNoteTheHallway SeniorBalloonFlood KindSeniorPrank SeniorPrankCupMaze SeniorFlamingoFlock SeniorPrankBackwardsDay',
  },
  'summer camp': {
    things: 'Cabin Bunk Canoe Campfire Flag Lake SleepingBag Trail Counselor Lanyard',
    moves: 'CabinSurprise FlagSwap BunkSwap CampfireSong GooglyEyes CanoeSwap',
    verbs: 'Sneak Swap Hide Sing',
    core: 'Cabin Canoe Bunk',
    scenes: 'Campfire',
    names:
      'SummerCampPrankWars ShortSheetTheBunk CampersInChargeDay CounselorKazooWakeUp SummerCampFlagSwap SummerCampSleepingBagSwap GooglyEyeTheCabin SummerCampGotcha',
    also: 'sleepawaycamp campprank',
  },
  'last day of school': {
    things: 'Yearbook Locker Backpack Bus Classroom Teacher Signatures Confetti Hallway Bell',
    moves: 'YearbookSigning LockerCleanout ConfettiExit TeacherSurprise BellCountdown ClassPhoto',
    verbs: 'Sign Celebrate Cheer Surprise',
    core: 'Yearbook Locker Celebrate',
    scenes: 'SchoolsOut SummerBreak',
    names:
      'CheerTunnelForTeachers LastDayThankYouCards LastDayConfettiExit LastDayHallwayStreamers LastDayKindNotes WaveOffTheBuses LastDayWaterBalloons LastDayLockerSurprise',
    also: 'schoolsout lastday',
  },
  switcheroo: {
    things: 'Mugs Cereal Boxes Labels Drawers Shoes Chairs Photos Pillows Snacks',
    moves: 'LabelSwap DrawerSwap ShoeSwap PhotoSwap SnackSwap RoomSwap',
    verbs: 'Swap Switch Trade Flip',
    core: 'Labels Mugs Swap',
    names:
      'SpotTheSwap TwinOutfitSwitcheroo SwitcherooBreakfast SwitchTheSnacks PhotoFrameSwitcheroo SockDrawerSwitcheroo SwitcherooBookCover LabelSwitcheroo',
    also: 'swap cerealswap',
  },
  'fake out': {
    things: 'Box Remote Phone Door Snack Gift Card Cake Mug Balloon',
    moves: 'DoubleTake DecoyBox EmptyBox FakeReach FakeThrow PsychOut',
    verbs: 'Fake Fool Trick Dodge',
    core: 'Box DoubleTake Fake',
    names:
      'FakeOutHighFive FakeOutTrickShot FakeThrowForTheDog FakeOutGiftBox FakeOutSpilledCup FakeOutLastSlice FakeOutTheFamily GotchaFakeOut',
  },
  'invisible string': {
    things: 'Dollar FishingLine Wallet Sidewalk Tape Bench Hook Reel Coin Park',
    moves: 'DollarTug PullAway ReelIn SneakyTug StringDash CoinTug',
    verbs: 'Pull Reel Tug Hide',
    core: 'Dollar Wallet Tug',
    names:
      'DollarOnAString JustOutOfReach InvisibleStringMagic InvisibleStringRemote InvisibleStringCookie InvisibleStringCatToy InvisibleStringPrank SlipperOnAString',
    also: 'dollaronastring',
  },
  'cookie jar': {
    things: 'Cookies Jar Lid Counter Veggies Broccoli Carrots Raisins Pantry Note',
    moves: 'VeggieSwap RaisinSwap EmptyJar NoteInside CarrotSticks LidTrap',
    verbs: 'Swap Fill Hide Fool',
    core: 'Cookies Jar Lid',
    scenes: 'MilkAndCookies',
    names:
      'VeggieCookieJar NoteInTheCookieJar CookieJarCam WhoTookTheCookies CookieJarAlarm GooglyEyeCookieJar CookieJarComplimentNotes CookieJarSwitcheroo',
  },
  'donut box': {
    things: 'Donuts Veggies Broccoli Box Office Sprinkles Napkin Carrots Celery Glaze',
    moves: 'VeggieBox OfficeDelivery FakeDonuts SurpriseOpen SprinkleSwap DoubleBox',
    verbs: 'Swap Fill Deliver Surprise',
    core: 'Donuts Sprinkles Glaze',
    scenes: 'DonutRun',
    names:
      'VeggiesInTheDonutBox BagelsInADonutBox OneDonutLeft DonutBoxFakeOut DonutBoxOfCompliments DonutBoxDecoy DonutBoxDadJoke SurpriseDonutBoxDrop',
    also: 'donutprank',
  },
  'phone wallpaper': {
    things: 'Screen LockScreen Icons Apps Screenshot Photo Selfie Emoji Background Theme',
    moves: 'HomeScreenShot FrozenScreen UpsideDown SelfieWallpaper IconShuffle ThemeSwap',
    verbs: 'Swap Set Screenshot Tap',
    core: 'LockScreen Selfie Swap',
    scenes: 'LockScreen',
    names:
      'FakeFrozenAppsPrank PhoneWallpaperSwap CrackedScreenWallpaper SillySelfieWallpaper WallpaperOfMyFace WallpaperLoveNote WallpaperSwapWithMom WallpaperPrank',
  },
  'wifi name': {
    things: 'Router Network Password Neighbors Settings Laptop Phone Signal Modem Sticker',
    moves: 'NameChange PasswordRiddle FunnyNetwork SecretMessage NeighborChat PunName',
    verbs: 'Rename Connect Type Guess',
    core: 'Router Password Rename',
    scenes: 'WifiPassword',
    names:
      'WifiNameWars RenameTheWifi WifiNameSaysDoTheDishes WifiPasswordRiddle WifiNameBirthdayWish FunnyWifiNames WifiNameCompliment WifiNameDadJoke',
    also: 'wifinetwork wifipassword',
  },
  'contact name': {
    things: 'Phone Contacts Emoji Nickname Caller Ringtone Photo Message Screen Settings',
    moves: 'NameSwap EmojiName NicknameChange PhotoSwap RingtoneSwap CallerID',
    verbs: 'Rename Change Swap Call',
    core: 'Contacts Nickname Rename',
    scenes: 'CallerID',
    names:
      'WhatsMyContactName FavoriteChildContact ContactNameSwap ContactPhotoSwap ContactNameEmojiOnly ContactRingtoneSwap RenamedInYourPhone ContactNameReveal',
    also: 'contactnames',
  },
  'living room': {
    things: 'Couch Remote Rug Pillows Lamp Blanket TV CoffeeTable Curtains Bookshelf',
    moves: 'BalloonFlood FurnitureShuffle PillowFort UpsideDown CouchSwap StickyNoteWall',
    verbs: 'Rearrange Swap Flip Decorate',
    core: 'Couch Remote Rug',
    scenes: 'CouchPotato MovieNight',
    names:
      'UpsideDownLivingRoom WhereIsTheCouch LivingRoomRearrange LivingRoomBalloonFlood LivingRoomPillowFort LivingRoomCupWall WhoMovedTheLamp LivingRoomSwitcheroo',
    also: 'lounge',
  },
  'love note': {
    things: 'Paper Heart Envelope Lipstick Mirror Lunchbox Pillow Car Notebook Stickers',
    moves: 'MirrorMessage LunchboxNote PillowNote WindshieldNote SecretNote HeartTrail',
    verbs: 'Write Hide Leave Surprise',
    core: 'Heart Envelope Write',
    scenes: 'SecretAdmirer ValentinesDay',
    names:
      'LoveNoteTrail HiddenLoveNotes HundredLoveNotes LoveNoteInTheLunch LoveNoteOnTheMirror SecretAdmirerNote LoveNoteBalloonPop LoveNoteInTheirShoe',
    also: 'lunchnote lunchboxnote',
  },
  'impractical jokers': {
    things: 'Earpiece Stranger Sign Hat Store Clipboard Card Bench Mic Camera',
    moves: 'EarpieceDare SayWhatTheySay StoreClerk SignHolder ThumbsDown TeamDare',
    verbs: 'Dare Say Follow Laugh',
    core: 'Earpiece Dare Laugh',
    names:
      'ImpracticalJokersAtHome EarpieceDareChallenge JokersFamilyEdition DoNotLaughChallenge LastPlaceDoesTheDishes JokersAtTheDinnerTable ImpracticalJokersSquad JokersPunishmentWheel',
  },
  'just for laughs': {
    things: 'Camera Bench Sign Street Costume BusStop MagicBox Park Mailbox Statue',
    moves: 'GagSetup DisappearAct HiddenHelper StreetGag SignSwitch BoxTrick',
    verbs: 'Fool Hide Reveal Laugh',
    core: 'Camera Street Laugh',
    names:
      'JustForLaughsAtHome JustForLaughsGagRemake JustForLaughsMimeBit HiddenCameraGotcha TryNotToLaughPrank FamilySketchShow JustForLaughsVanishingAct JustForLaughsOnGrandpa',
    also: 'justforlaughsgags',
  },
  'weasley twins': {
    things: 'JokeShop Fireworks Broom Map Candy Potion Sweets Owl Wand',
    moves: 'MapMischief SwitchPlaces JokeShopHaul CandyTrick BroomRace TwinSwap',
    verbs: 'Trick Swap Sneak Vanish',
    core: 'JokeShop Wand Trick',
    scenes: 'Hogwarts JokeShop',
    names:
      'PrankLikeAWeasley MischiefManaged OpenAWeasleyJokeShop WeasleyTwinsPrankWar TwinSwitcheroo WeasleyCandyTrick WeasleyTwinsCostume TwinTrickery',
    also: 'fredandgeorge',
  },
  'squirt flower': {
    things: 'Flower Lapel Bulb Water Jacket Pin Bouquet Daisy Clown Prop',
    moves: 'SniffTest LapelSquirt BouquetGag FlowerOffer SurpriseSpritz DoubleSquirt',
    verbs: 'Squirt Sniff Offer Spritz',
    core: 'Flower Squirt Sniff',
    scenes: 'ClownAct',
    names:
      'SmellMyFlower SquirtFlowerDuel LapelFlowerGag SquirtFlowerOnAHotDay SquirtFlowerForGrandpa ClownFlowerSurprise SquirtFlowerBouquet SquirtFlowerPrank',
    also: 'squirtingflower',
  },
  'tooth fairy': {
    things: 'Tooth Pillow Coin Glitter Note Wand Envelope Dollar Box Wings',
    moves: 'PillowSwap GlitterTrail TinyNote CoinDrop FairyLetter WandWave',
    verbs: 'Sneak Swap Sprinkle Leave',
    core: 'Tooth Pillow Coin',
    scenes: 'LostTooth FairyDust',
    names:
      'ToothFairyNote TinyFairyFootprints ToothFairyReceipt FairyDustTrail ToothFairyCaughtOnCamera ToothFairyCoinHunt ToothFairyDoor TinyFairyLetter',
  },
  grinch: {
    things: 'Presents Tree Ornaments Stockings Sleigh SantaHat Lights Cookies Whoville Heart',
    moves: 'PresentHeist OrnamentSwap TreeSteal StockingSwap LightsOut CheerUp',
    verbs: 'Sneak Steal Swap Hide',
    core: 'Presents Heart Steal',
    scenes: 'Whoville',
    names:
      'GrinchStoleTheCookies GrinchedTheTree GrinchFootprints GrinchsHeartGrew GrinchLeftANote GrinchStockingSwap GrinchCostumeSurprise GrinchOrnamentHunt',
    also: 'thegrinch',
  },
  'mothers day': {
    things: 'Breakfast Flowers Card Tray Candle Pancakes Apron Coupon Photos Playlist',
    moves: 'BreakfastInBed FlowerSurprise ChoreTakeover HandmadeCard SpaDay SurpriseBrunch',
    verbs: 'Surprise Cook Clean Hug',
    core: 'Flowers Card BreakfastInBed',
    scenes: 'BreakfastInBed MomsDayOff',
    names:
      'MomsDayOff MothersDayHugAmbush MothersDayBreakfastInBed MothersDayChoreTakeover MothersDayNoteTrail MothersDayFlowerSurprise MothersDaySecretMission MothersDayFakeOut',
    also: 'mumsday',
  },
  'fathers day': {
    things: 'Grill Tie Card Socks Tools Breakfast Car Remote Hammock Mug',
    moves: 'BreakfastInBed TieSurprise DadJokeCard CarWash GrillTakeover MugSwap',
    verbs: 'Surprise Grill Cook Hug',
    core: 'Tie Socks Hug',
    scenes: 'DadJoke GrillMaster',
    names:
      'StickyNotePuns FathersDayGrillTakeover DadsDayOff WashDadsCar FathersDaySillySocks DadJokeBingo FathersDayConfettiCard FathersDaySurprise',
  },
  'wake up': {
    things: 'Alarm Pillow Blinds Curtains Speaker Bed Sunlight Coffee Song Blanket',
    moves: 'MorningSong ConfettiPop BreakfastSurprise SpeakerSerenade PillowTap CurtainReveal',
    verbs: 'Wake Sing Surprise Serenade',
    core: 'Alarm Pillow Wake',
    scenes: 'RiseAndShine WakeUpCall',
    names:
      'KazooWakeUpCall GoodMorningSerenade WakeUpToBreakfast WakeUpBalloonDrop RoyalWakeUpFanfare WakeUpDanceParty WakeUpConfettiPop WakeUpCallChallenge',
    also: 'wakeupcall',
  },
  'alarm clock': {
    things: 'Alarm Drawer Pillow Phone Nightstand Closet Ringtone Bed Snooze Shelf',
    moves: 'HiddenAlarms RingtoneSwap AlarmHunt SnoozeMaze ClockSwap SurpriseRing',
    verbs: 'Hide Ring Snooze Set',
    core: 'Alarm Snooze Ring',
    scenes: 'SnoozeButton RiseAndShine',
    names:
      'FiveHiddenAlarms WhereIsThatRinging AlarmRingtoneSwap RecordYourOwnAlarm RoosterAlarmClock AlarmClockGiftWrapped AlarmClockSwitcheroo AlarmClockInABalloon',
  },
  'hidden speaker': {
    things: 'Speaker Couch Plant Shelf Drawer Phone Playlist Crickets Bluetooth Lamp',
    moves: 'CricketSounds MysteryMusic DoorbellSound BirdChirps VoiceFromNowhere SongSwitch',
    verbs: 'Play Hide Chirp Confuse',
    core: 'Speaker Bluetooth Play',
    names:
      'CricketInTheCouch SingingHouseplant TheFridgeTalksBack WhereIsThatSound HiddenSpeakerDoorbell HiddenSpeakerBirdsong HiddenSpeakerBirthday HiddenSpeakerPrank',
  },
  'face swap': {
    things: 'Filter Camera Selfie Photo Phone Screen App Celebrity Baby Pet',
    moves: 'FilterSwap BabyFace PetFace CelebrityFace FamilySwap PhotoReveal',
    verbs: 'Swap Snap Share Filter',
    core: 'Filter Selfie Swap',
    names:
      'FaceSwapWithMyDog FaceSwapInTheFrame FaceSwapWithMom GuessTheFaceSwap FaceSwapWithAPainting FaceSwapTheFamilyPic BabyFaceSwapReveal FaceSwapWithAStatue',
  },
  'fake mustache': {
    things: 'Mustache Mirror Photo Selfie Sticker Marker Portrait Frame Hat Monocle',
    moves: 'MustacheEverything PortraitMustache SleepySticker PhotoEdit FancyLook DisguiseReveal',
    verbs: 'Stick Draw Twirl Disguise',
    core: 'Mustache Monocle Twirl',
    names:
      'IDontKnowThisGuy FakeMustacheAtDinner MustacheOnEverything FakeMustacheTwirlOff StickOnMustacheDay FakeMustacheFamilyPhoto FakeMustacheAtWork MustacheDisguisePrank',
  },
  'just married': {
    things: 'Car Cans Streamers Balloons Sign Windows Bows Confetti Flowers Ribbon',
    moves: 'CarDecorating CanString WindowChalk BalloonFill StreamerWrap ConfettiPop',
    verbs: 'Decorate Tie Write Fill',
    core: 'Car Cans Streamers',
    scenes: 'Honeymoon Newlyweds WeddingDay',
    names:
      'JustMarriedCar CansOnTheBumper JustMarriedBalloonHouse NewlywedStickyNotes JustMarriedWindowChalk JustMarriedConfettiExit JustMarriedRubberDucks DecorateTheGetawayCar',
    also: 'justmarriedcar',
  },
  jeep: {
    things: 'Ducks Dashboard Hood Mirror Tires Doors Note Sticker Trail Spare',
    moves: 'Ducking DuckDrop DashboardDuck TagYoureIt DuckNote HoodDuck',
    verbs: 'Duck Drop Leave Wave',
    core: 'Tires Trail Ducks Wave',
    scenes: 'DuckDuckJeep OffRoad',
    names:
      'DuckAJeep YouveBeenDucked JeepGooglyEyes JeepDashboardArmy JeepWaveChallenge JeepFullOfBalloons JeepPayItForward JeepDuckingDay',
  },
  'hide and seek': {
    things: 'Closet Curtain Couch Blanket Door Bed Pantry Tree Box',
    moves: 'SneakyHide ClosetHide BlanketBlend CurtainHide LastOneFound SeekerTrick',
    verbs: 'Hide Seek Sneak Blend',
    core: 'Closet Hide Seek',
    scenes: 'HidingSpot',
    names:
      'HideAndSeekWithMyDog HideInPlainSight BestHidingSpot FlashlightHideAndSeek DadsWorstHidingSpot BlendIntoTheCouch HideAndSeekChampion HideAndSeekWithGrandma',
    also: 'hidenseek',
  },
  'water gun': {
    things: 'Backyard Pool Bucket Sprinkler Towel Goggles Hose Swimsuit Fence Tank',
    moves: 'SneakySplash WaterWar SplashZone RefillRun TeamBattle TargetPractice',
    verbs: 'Splash Squirt Soak Dodge',
    core: 'Pool Splash Squirt',
    scenes: 'WaterFight SplashZone',
    names:
      'WaterGunFight BackyardSoakOff WaterGunTargetPractice WaterGunCupRace WaterGunAmbush SummerSplashWar WaterGunCarWash WaterGunRelay',
    also: 'squirtgun watergunfight',
  },
  'pie face': {
    things: 'Pie WhippedCream Plate Spinner Handle Face Apron Towel Game Crank',
    moves: 'CrankTurn PieFlip SafeTurn FaceSplat CreamCheck LuckyTurn',
    verbs: 'Crank Splat Spin Dodge',
    core: 'Pie WhippedCream Splat',
    names:
      'WhoGetsPied PieFaceShowdown CrankTheHandle PieFaceTriviaNight PieFaceFamilyNight PieFaceWithGrandpa WhippedCreamSurprise PieFaceRematch',
    also: 'pieintheface',
  },
  grandparents: {
    things: 'Cookies Photos Recipe Cardigan Garden Couch Candy FlipPhone Recliner Quilt',
    moves: 'TechSupport FakeOut VideoCall SlangTest SurpriseVisit BakingSwap',
    verbs: 'Visit Hug Trick Bake',
    core: 'Cookies Quilt Hug',
    scenes: 'GrandmasHouse',
    names:
      'PrankingMyGrandparents GrandparentsPrankBack SurpriseGrandmaVisit GrandparentsCookieSwap GrandparentsFilterPrank GrandparentsTrySlang GrandparentsPrankWar GrandparentsGotcha',
    also: 'grandparentsprank grandmaprank grandparent',
  },
  grandpa: {
    things: 'Recliner Suspenders Remote Garden Newspaper Crossword Toolbox Hat Slippers Cane',
    moves: 'Storytime Nap FishingTrip Whistle Handshake Gardening',
    verbs: 'Fix Nap Whistle Garden',
    core: 'Recliner Suspenders Nap',
    scenes: 'Gramps BackInMyDay',
    names:
      'PrankingGrandpa GrandpaPranksBack HideGrandpasRemote GrandpaDadJokeDuel GrandpaGotYourNose WhoopeeInGrandpasChair TeachingGrandpaSlang GrandpaGotcha',
    also: 'grandfather gramps grandad granddad grandpaprank',
  },
  twin: {
    things: 'Stroller Bunkbed Mirror Photos Birthday Cake Nametag Hoodie Outfit Selfie',
    moves: 'SwitchPlaces Telepathy MatchingOutfit SyncMove MirrorMove SwapDay',
    verbs: 'Mirror Match Switch Sync',
    core: 'Outfit Mirror Match',
    scenes: 'Twinning TwinTelepathy',
    names:
      'TwinSwap TwinMirrorPrank GuessWhichTwin TwinTeleportPrank TwinTelepathy TwinsFoolGrandma CanYouTellUsApart TwinPrankWars',
    also: 'twinprank',
  },
  sleepover: {
    things: 'SleepingBag Pillow Popcorn Flashlight Pajamas BlanketFort NailPolish Snacks Movie',
    moves: 'PillowFight FortBuild MovieMarathon MidnightSnack Makeover Karaoke',
    verbs: 'Giggle Snack Build Whisper',
    core: 'SleepingBag Pajamas PillowFight',
    scenes: 'SlumberParty PillowFight PajamaParty',
    names:
      'SleepoverSnackHeist SleepoverPrankWars WhoFallsAsleepFirst PillowFortChallenge FlashlightStoryDare SleepoverGooglyEyes SleepoverWakeUpSerenade SleepoverSockSwap',
    also: 'slumberparty sleepoverprank',
  },
  neighbor: {
    things: 'Fence Lawnmower Mailbox Porch Driveway Hedge Doorbell Grill Sprinkler Garage',
    moves: 'FenceChat MowOff PorchWave Borrow CookieDelivery LeafBlowing',
    verbs: 'Wave Borrow Mow Chat',
    core: 'Fence Porch Wave',
    scenes: 'BlockParty',
    names:
      'BooYourNeighbor NeighborCookieDrop FlockTheNeighbor ChalkNoteForNeighbor NeighborGnomeSwap NeighborSecretMow BringTheirBinsIn NeighborPorchSurprise',
    also: 'neighbour neighborprank',
  },
  uncle: {
    things: 'Grill Cooler Jokes Sunglasses Truck Remote Cap Hammock Guitar Fishing',
    moves: 'MagicTrick CoinTrick DadJoke Cannonball Piggyback Storytime',
    verbs: 'Joke Grill Laugh Fish',
    core: 'Jokes CoinTrick Laugh',
    scenes: 'FunUncle',
    names:
      'UncleGotYourNose CoinBehindYourEar UncleTooSlowHighFive PrankedByMyUncle UncleDadJokeDuel FunUncleGotcha UncleWaterBalloonAmbush UncleMagicTricks',
  },
  aunt: {
    things: 'Purse Perfume Lipstick Candy Photos Casserole Cookies Gift Sweater Cheek',
    moves: 'CheekPinch Compliment GiftCard Hug HowYouveGrown KitchenChat',
    verbs: 'Hug Bake Spoil Gift',
    core: 'Purse CheekPinch Hug',
    scenes: 'FunAunt',
    names:
      'PrankedByMyAunt AuntieMagicTrick AuntVsNephewPrank AuntieCookieSwap AuntieWigReveal AuntieGotcha AuntiePrankWar AuntieSurpriseSnackBox',
    also: 'auntie aunty',
  },
  cousin: {
    things: 'Trampoline Backyard Pool Bunkbed Reunion Photos KidsTable Snacks Sprinkler Treehouse',
    moves: 'Sleepover Cannonball TagGame SecretHandshake TalentShow PillowFight',
    verbs: 'Play Race Build Giggle',
    core: 'Reunion KidsTable Play',
    scenes: 'FamilyReunion KidsTable',
    names:
      'CousinsPrankWar PrankingMyCousin CousinSleepoverPrank CousinsSnackHeist KidsTableTakeover CousinsReunionPrank CousinsDressAlike CousinGotcha',
  },
  'prank war': {
    things: 'StickyNotes GooglyEyes Balloons Foil Cups Confetti Scoreboard Whiteboard Tally Trophy',
    moves: 'Rematch FinalRound Truce StickyNoteWall BalloonFlood GooglyEyes',
    verbs: 'Plot Swap Sneak Hide',
    core: 'Scoreboard Rematch Plot',
    names:
      'WhoWinsThePrankWar PrankWarDay1 FamilyPrankWar PrankWarRematch PrankWarScoreboard PrankWarFinalRound PrankWarPayback PrankWarTruce',
    also: 'revenge payback',
  },
  prank: {
    things:
      'GooglyEyes StickyNotes BubbleWrap Foil Balloons Confetti WhoopeeCushion RubberDuck Mug Remote',
    moves: 'Switcheroo FakeOut BalloonFlood FoilWrap CupWall MugSwap',
    verbs: 'Swap Hide Trick Fool',
    core: 'GooglyEyes WhoopeeCushion Trick',
    scenes: 'AprilFools Gotcha',
    names:
      'PrankYourFamily PrankThemBack PrankOfTheDay KindPrankChallenge PrankGoneRight 30DayPrankChallenge PrankTheWholeHouse HarmlessPrank',
    also: 'pranking prankster practicaljoke funnyprank easyprank harmlessprank',
  },
  easter: {
    things: 'Eggs Basket Bunny Grass Jellybeans Carrots Chocolate Footprints Chick Ribbon',
    moves: 'EggHunt VeggieEggs BunnyFootprints BasketSwap EmptyEggs ClueEggs',
    verbs: 'Hide Hunt Dye Hop',
    core: 'Eggs Bunny Hunt',
    scenes: 'EggHunt EasterBunny',
    names:
      'EasterBunnyFootprints BrusselSproutTruffles EasterBasketSwap ConfettiEggs EasterGrassEverywhere EasterRiddleTrail MysteryJellyBeanDare RabbitCaughtOnCam',
    also: 'easterbunny easterprank',
  },
  'disappearing ink': {
    things: 'Shirt Pen Bottle Tablecloth Paper Napkin Couch Sweater Sleeve Table',
    moves: 'FakeStain SpillReveal VanishingSpot SplashPrank DoubleTake WaitForIt',
    verbs: 'Splash Vanish Squirt Reveal',
    core: 'Pen Shirt Vanish',
    names:
      'WatchItVanish InkStainOnMyShirt DisappearingInkOnDad InkOnTheTablecloth GoneInTenSeconds DisappearingInkOnTheCouch DisappearingInkNote DisappearingInkPrank',
    also: 'vanishingink',
  },
  'inflatable costume': {
    things: 'Dinosaur TRex Sumo Banana Alien Unicorn Shark Cowboy Pump Fan',
    moves: 'DinoDance SurpriseEntrance DinoWalk RunIn DoorbellDino GroceryRun',
    verbs: 'Waddle Stomp Dance Surprise',
    core: 'Dinosaur Unicorn Waddle',
    names:
      'InflatableDinoAtTheDoor TRexDoesChores SurpriseDinnerGuest InflatableHideAndSeek InflatableCostumeRace InflatableCostumeDanceOff InflatableYogaClass InflatableCostumePrank',
    also: 'trexcostume dinosaurcostume',
  },
  'ball pit': {
    things: 'Balls Car Office Cubicle Bathtub Room Pool Bags Net Desk',
    moves: 'CarFill CubicleFill RoomFill BathtubFill BallDrop BallAvalanche',
    verbs: 'Fill Dump Dive Toss',
    core: 'Balls Pool Dive',
    names:
      'BallPitInTheCar OpenDoorBallAvalanche BallPitBathtub BallPitCubicle BallPitBedroom BallPitBirthdaySurprise FindMyKeysInTheBallPit BallPitLivingRoom',
  },
  'packing peanuts': {
    things: 'Box Cubicle Desk Car Drawer Room Bags Office Chair Trash',
    moves: 'CubicleFill DeskFill CarFill DrawerFill BoxInABox PeanutAvalanche',
    verbs: 'Fill Pour Pack Dump',
    core: 'Box Pour Pack',
    names:
      'PeanutAvalanche FillTheCubicle FindItInThePeanuts PackingPeanutGiftBox PackingPeanutSnowDay PeanutFilledDrawer PackingPeanutShoeFill PackingPeanutPrank',
    also: 'packingpeanut',
  },
  mailbox: {
    things: 'Letters Flag Post Envelope Balloons Note Stamp Porch Driveway Streamers',
    moves: 'BalloonStuff KindNote FlagUp LetterSurprise CandyDrop StreamerWrap',
    verbs: 'Fill Deliver Leave Decorate',
    core: 'Letters Flag Deliver',
    scenes: 'SnailMail',
    names:
      'MailboxBalloons MailboxGooglyEyes DecorateTheirMailbox ThankYourMailCarrier MailboxBirthdayTakeover SnailMailSurprise MailboxTreasureHunt MailboxSurprise',
    also: 'letterbox',
  },
  porch: {
    things: 'Doorstep Door Doorbell Mat Pumpkins Flowers Basket Treats Sign Bench',
    moves: 'Booed TreatDrop Flocking SnowmanDrop PumpkinSurprise CookieDrop',
    verbs: 'Leave Knock Drop Ring',
    core: 'Doorstep Doorbell Knock',
    scenes: 'FrontPorch',
    names:
      'YouveBeenBooed PorchCookieDrop DingDongDitchTreats PorchPumpkinPatch WhoBuiltThisSnowman PorchChalkArt PorchBalloonArch PorchSurprise',
    also: 'doorstep youvebeenbooed',
  },
  santa: {
    things: 'Cookies Milk Sleigh Reindeer Chimney Stocking Footprints Bells Hat Beard',
    moves: 'SnowyFootprints CookieCrumbs SleighBells ReindeerFood NorthPoleLetter MissingCookies',
    verbs: 'Sneak Deliver Ring Leave',
    core: 'Sleigh Reindeer Deliver',
    scenes: 'NorthPole HoHoHo ChristmasEve',
    names:
      'CaughtSantaOnCamera SantaFootprints SantaAteTheCookies SantaLeftANote ReindeerHoofprints SantaSleighBellSound SantaSwappedTheStockings SantaDroppedHisGlove',
    also: 'santaclaus fatherchristmas',
  },
  'stuffed animal': {
    things: 'Teddy Plushies Bed Couch Car Desk Shelf Window Pillow Basket',
    moves: 'PlushieArmy PlushieTakeover TeddyPicnic CarPassenger WindowWave BedArmy',
    verbs: 'Hide Arrange Stack Surprise',
    core: 'Teddy Plushies',
    scenes: 'TeddyBear Plushie',
    names:
      'PlushieArmyPrank StuffedAnimalsComeAlive TeddyWavesFromWindow WhoMovedTheTeddy TeddyRaidedTheFridge StuffedAnimalTakesMySeat StuffedAnimalCarPassenger StuffedAnimalSleepover',
    also: 'plushie teddy teddybear plush',
  },
  'family photo': {
    things: 'Frames Wall Album Mantel Celebrity Fridge Desk Screensaver Portrait Hallway',
    moves: 'CelebritySwap FaceSwap FrameSwap PhotoReveal CutoutCameo SneakyEdit',
    verbs: 'Swap Frame Hang Edit',
    core: 'Frames Album Portrait',
    scenes: 'SayCheese',
    names:
      'CatInEveryFamilyPhoto WhoIsInOurPhoto FamilyPhotoSwap FamilyPhotoFaceSwap FamilyPhotoSillyFaces FamilyPhotoMustaches FamilyPhotoSpotTheChange FamilyPhotoOfTheDog',
    also: 'familyphotos familyportrait',
  },
  'upside down': {
    things: 'Furniture Mugs Chairs Pictures Lamp Plants Books Table Desk Room',
    moves: 'FurnitureFlip MugFlip ChairFlip PictureFlip DeskFlip RoomFlip',
    verbs: 'Flip Turn Swap Hang',
    core: 'Furniture Mugs Flip',
    names:
      'EverythingUpsideDown UpsideDownRoomPrank UpsideDownMugs UpsideDownPictureFrames UpsideDownDay UpsideDownFurniture UpsideDownCabinet UpsideDownDeskPrank',
  },
  coworker: {
    things: 'Desk Mug Stapler Cubicle Printer Breakroom Microwave Lunch Snacks Lanyard',
    moves: 'MugSwap DeskWrap GooglyEyes StickyNoteWall SmallTalk CoffeeRun',
    verbs: 'Swap Wrap Hide Email',
    core: 'Desk Cubicle Breakroom',
    scenes: 'WaterCooler Breakroom',
    names:
      'FoilYourCoworkersDesk CoworkerMugSwap PrankingMyCoworker CoworkerBirthdayDesk CoworkerGooglyEyes CoworkerNameplateSwap CoworkerSnackSurprise CoworkerCupWall',
    also: 'colleague coworkerprank',
  },
  parents: {
    things: 'Minivan Remote Car Chores Allowance GroupChat Photos Recipes Curfew Thermostat',
    moves: 'Lecture TheLook ParentVoice DadJoke Carpool GroupSelfie',
    verbs: 'Nag Hug Drive Lecture Remind',
    core: 'Minivan Chores Hug',
    scenes: 'MomAndDad',
    names:
      'PrankingMyParents ParentsVsKidsPrankWar ParentsGroupChatPrank ParentsMinivanMakeover ParentsMorningSwitcheroo ParentsTrySlang ParentsChoreSwap ParentsGotcha',
    also: 'parent parentsprank',
  },
  cabinet: {
    things: 'Cups Mugs Plates Bowls Shelves Doors Handles Pantry Kitchen Snacks',
    moves: 'GooglyEyes UpsideDownCups ShelfSwap BalloonStuff HiddenNote LabelSwap',
    verbs: 'Swap Stack Flip Hide',
    core: 'Shelves Plates Stack',
    names:
      'BalloonsInTheCabinet GooglyEyeCabinets CabinetSwitcheroo UpsideDownCupCabinet NoteInEveryCabinet CabinetLabelSwap RubberDuckInTheCabinet CabinetFullOfPlushies',
    also: 'cupboard kitchencabinet',
  },
  drawer: {
    things: 'Desk Socks Utensils Pens Junk Handle Dresser Office Kitchen Stapler',
    moves: 'BalloonStuff PlasticBalls SockSwap UtensilSwap ConfettiDrop HiddenNote',
    verbs: 'Fill Swap Hide Stuff',
    core: 'Dresser Socks Handle',
    scenes: 'JunkDrawer SockDrawer',
    names:
      'BalloonsInTheDrawer SockDrawerSwap DrawerFullOfDucks BallPitDrawer DrawerConfettiPop DrawerRubberChicken DrawerGooglyEyes UtensilDrawerSwap',
    also: 'drawers',
  },
  window: {
    things: 'StickyNotes Chalk Marker Glass Curtains Blinds Car Bus Office Sill',
    moves: 'StickyNoteArt MessageWall PixelArt GlassChalk HeartCling CarArt',
    verbs: 'Write Stick Draw Peek',
    core: 'Glass Curtains Peek',
    names:
      'WindowPixelArt WindowChalkMessage CarWindowDoodles WindowGooglyEyes WindowSnowflakeSurprise WindowSignForTheNeighbors WindowComplimentWall StickyNoteWindow',
  },
  yard: {
    things: 'Lawn Flamingos Gnomes Signs Porch Mailbox Tree Driveway Fence Sprinkler',
    moves: 'Flocking SignSurprise GnomeTakeover PlasticForks ChalkDriveway LawnMakeover',
    verbs: 'Plant Decorate Surprise Flock',
    core: 'Lawn Fence Plant',
    scenes: 'Backyard FrontLawn',
    names:
      'PlasticForkYard FlockTheYard YardGnomeArmy YardSignSurprise ChalkTheDriveway YardSnowmanSurprise YardBalloonGarden FrontYardPrank',
    also: 'frontyard lawn',
  },
  spy: {
    things:
      'Sunglasses Earpiece Briefcase Gadgets Binoculars Trenchcoat Map Codebook Walkie Mustache',
    moves: 'SecretMission StealthCrawl CodeName Disguise Surveillance TopSecretDrop',
    verbs: 'Sneak Crawl Decode Hide',
    core: 'Sunglasses Disguise Sneak',
    scenes: 'SecretAgent TopSecret',
    names:
      'SneakLikeASpy SpyLaserHallway SecretAgentSnackRun SpyCodeNameDay SpySneakPastMom SecretSpyDrop SpyDisguiseDay SecretAgentPrank',
    also: 'secretagent spymission',
  },
  'snack heist': {
    things: 'Cookies Chips Candy Pantry Fridge Flashlight Jar Kitchen Wrapper Stairs',
    moves: 'TiptoeRun MidnightRaid CookieGrab StealthCrawl Getaway FridgeRaid',
    verbs: 'Sneak Tiptoe Grab Hide',
    core: 'Pantry Tiptoe Sneak',
    scenes: 'MidnightSnack FridgeRaid',
    names:
      'MidnightSnackHeist TiptoeToTheFridge SnackHeistWithDad CookieHeist SnackHeistInSocks SnackHeistCaughtOnCam SnackHeistGetaway DontGetCaught',
    also: 'midnightsnack cookieheist',
  },
  'bus driver': {
    things: 'Bus Seat Wheel Mirror Route Door Sign Stop Lunchbox Thermos',
    moves: 'ThankYouSign CardShower SurpriseCheer SnackBasket BusWave ThankYouSong',
    verbs: 'Thank Cheer Wave Surprise',
    core: 'Bus Route Wave',
    scenes: 'SchoolBus',
    names:
      'WholeBusSaysThanks ThankYourBusDriver BusDriverCardShower BusDriverBirthdaySong BusDriverSnackBasket LastDayBusCheer DecorateTheBusStop BusDriverSurprise',
    also: 'schoolbusdriver',
  },
  janitor: {
    things: 'Mop Bucket Cart Hallway Keys Broom Lockers Cafeteria Classroom Badge',
    moves: 'ThankYouBanner CardShower SurpriseCheer SnackBasket StandingOvation KindNote',
    verbs: 'Thank Cheer Clap Surprise',
    core: 'Mop Bucket Broom',
    names:
      'CheerForTheJanitor ThankYourJanitor JanitorStandingOvation JanitorCardShower CleanUpForTheJanitor JanitorSnackBasket SurpriseForTheCrew CustodianShoutout',
    also: 'custodian',
  },
  'garden gnome': {
    things: 'Gnome Garden Lawn Porch Flowers Mushroom Hat Beard Postcard Suitcase',
    moves: 'TravelingGnome GnomeArmy PorchDrop PostcardTrip GnomeMove TinyVacation',
    verbs: 'Move Hide Place Pose',
    core: 'Gnome Hat Beard',
    scenes: 'TravelingGnome',
    names:
      'GnomeOnVacation GnomeMovesEveryNight WhereIsTheGnome GardenGnomeTakeover GnomeArmy GardenGnomeSelfies GnomeInEveryRoom GardenGnomeAtTheDoor',
    also: 'gnome gnomes',
  },
  'birthday card': {
    things: 'Card Envelope Song Speaker Button Glitter Confetti Stamp Pen Sticker',
    moves: 'EndlessSong ConfettiCard GiantCard MusicLoop TinyCard PopUpCard',
    verbs: 'Sing Open Sign Surprise',
    core: 'Card Envelope Open',
    scenes: 'HappyBirthday BirthdayParty',
    names:
      'SameCardEveryYear EndlessBirthdayCard ConfettiBirthdayCard GiantBirthdayCard BirthdayCardFromTheDog BirthdayCardTreasureHunt BirthdayCardInABigBox NeverEndingSong',
  },
  copycat: {
    things: 'Mirror Phone Chair Outfit Voice Hat Coffee Walk Sandwich Pose',
    moves: 'MirrorMove CopyEverything EchoTalk OutfitMatch ShadowWalk TwinPose',
    verbs: 'Copy Echo Mimic Mirror',
    core: 'Mirror Copy Mimic',
    scenes: 'SimonSays',
    names:
      'CopyEverythingTheySay CopycatForADay MirrorMyEveryMove CopycatDinner CopycatOutfitDay CopyingMyBestie CopycatDad CopycatSiblings',
    also: 'copying copycatprank mimic',
  },
  freeze: {
    things: 'Room Doorway LivingRoom Kitchen Office Classroom Couch Table Chair Family Statue',
    moves: 'StatueMode PauseButton FrozenMidBite MidStepStop SlowThaw StillLife',
    verbs: 'Pause Hold Stare Stop',
    core: 'Statue PauseButton Pause',
    scenes: 'FreezeFrame',
    names:
      'EveryoneFreeze PauseTheRoom FreezeMidBite FreezeWhenTheyWalkIn RemoteControlMyParents FamilyFreezeFrame FreezeOnTheDanceFloor FreezePrankAtDinner',
    also: 'freezeprank freezeframe',
  },
  'laugh track': {
    things: 'Speaker Phone Sitcom Remote Soundboard Couch LivingRoom Kitchen Joke',
    moves: 'AudienceLaugh CueTheApplause RimshotCue SitcomEntry AwwSound GaspCue',
    verbs: 'Cue Laugh Play Clap',
    core: 'Sitcom Soundboard Laugh',
    scenes: 'Sitcom',
    names:
      'SitcomMyLife LaughTrackForDadJokes LaughTrackAtDinner EntranceApplause LaughTrackMorningRoutine LaughTrackAtWork LaughTrackEveryPun CueTheAudienceLaugh',
    also: 'laughtrackprank',
  },
  applause: {
    things: 'Hands Room Doorway Office Classroom Hallway Kitchen Crowd Cheers Confetti',
    moves: 'StandingOvation SlowClap GrandEntrance DoorCheer SurpriseCheer WelcomeCheer',
    verbs: 'Clap Cheer Bow Welcome',
    core: 'Hands Crowd Clap',
    scenes: 'SlowClap CurtainCall',
    names:
      'StandingOvationPrank ApplauseForChores SlowClapEntrance ApplauseWhenTheyWalkIn GrandEntranceChallenge RoundOfApplauseForDad ApplauseForTheDog ApplauseAtBreakfast',
    also: 'standingovation slowclap',
  },
  paparazzi: {
    things: 'Cameras Flash Sunglasses Mic RedCarpet Autograph Phone Crowd Rope Sign',
    moves: 'FakeFans PhotoSwarm AutographLine RedCarpetWalk FlashMob CelebrityTreatment',
    verbs: 'Snap Follow Cheer Pose',
    core: 'Cameras Flash Snap',
    scenes: 'RedCarpet Hollywood',
    names:
      'FakePaparazziPrank RedCarpetArrival PaparazziForTheDog PaparazziBirthday TreatedLikeACelebrity PaparazziForGrandma PaparazziWelcomeHome FakeFansPrank',
    also: 'fakepaparazzi',
  },
  nerf: {
    things: 'Blaster Darts Foam Target Fort Cardboard Goggles Pillow Couch Hallway',
    moves: 'SneakAttack TrickShot DartDodge FortBuild TargetPractice Ambush',
    verbs: 'Blast Dodge Aim Sneak',
    core: 'Foam Target Dodge',
    scenes: 'NerfWar',
    names:
      'NerfAmbush NerfTrickShot FoamDartDodge HallwayNerfBattle NerfDadVsKids NerfTargetPractice NerfFortBattle NerfCupKnockdown',
    also: 'nerfwar nerfgun',
  },
  'prank call': {
    things: 'Phone Speaker Voice Script Mom Grandma Bestie Ringtone Voicemail Song',
    moves: 'LyricCall SingingCall VoiceChanger SuperfanCall Speakerphone',
    verbs: 'Call Sing Dial Answer',
    core: 'Phone Speaker Voice',
    names:
      'PrankCallMom LyricPrankCall PrankCallYourBestie SingTheWholeCall GuessWhosCalling VoiceChangerCall CallDadAsASuperfan PrankCallGoneWholesome',
  },
  'fake bug': {
    things: 'Spider Cockroach Beetle Fly IceCube Lampshade Cereal Shoe Pillow String',
    moves: 'SpiderDrop LampshadeBug ShoeSurprise StringSpider BugSwap',
    verbs: 'Hide Drop Dangle Place',
    core: 'Spider Beetle Fly',
    names:
      'FakeSpiderOnAString FakeBugLampshade SpotTheFakeBug FakeBugInTheShoe IsThatARealBug FakeBugPrankWar PlasticFlyOnTheCake FakeBugOnTheRemote',
    also: 'fakespider plasticspider rubberspider fakeroach plasticbug fakefly fakecockroach',
  },
  'rubber snake': {
    things: 'Snake Drawer Couch Mailbox Fridge Shoe Boot Garden Hose Pillow',
    moves: 'DrawerSurprise CouchCushion Slither StringPull',
    verbs: 'Hide Coil Pull Place',
    core: 'Snake Drawer Hose',
    names:
      'RubberSnakeInTheDrawer HoseOrSnake SnakeOnAString RubberSnakeSurprise RubberSnakeHideAndSeek RubberSnakeInTheShoe FakeSnakeInTheFridge RubberSnakeGotcha',
    also: 'fakesnake toysnake plasticsnake',
  },
  'caramel onion': {
    things: 'Onion Caramel Stick Apple Sprinkles Tray Wrapper Candy Party Treat',
    moves: 'CaramelDip SprinkleCoat TasteTest SurpriseBite',
    verbs: 'Dip Coat Swap Serve',
    core: 'Onion Caramel Apple',
    names:
      'CaramelAppleOrOnion CaramelOnionSurprise OnionInDisguise CaramelOnionTasteTest FakeCaramelApples CaramelOnionReveal OnionOnAStick HalloweenOnionSwap',
    also: 'caramelapplesonion onionapple',
  },
  'computer mouse': {
    things: 'Mouse Tape Sticker Desk Cursor Mousepad Screen Laptop Cable Cubicle',
    moves: 'TapeTrick StickerSwap CursorChaos MouseSwap',
    verbs: 'Tape Swap Click Hide',
    core: 'Mouse Cursor Mousepad',
    names:
      'TapeUnderTheMouse WhyWontMyMouseWork ComputerMouseSwap GooglyEyeTheMouse CursorWontMove MouseStickerPrank OfficeMouseGotcha MousepadMakeover',
    also: 'pcmouse',
  },
  screensaver: {
    things: 'Screen Laptop Monitor Photo Desktop Icons Wallpaper Cubicle Selfie Computer',
    moves: 'FrozenDesktop PhotoSwap IconShuffle ScreenshotTrick WallpaperSwap',
    verbs: 'Swap Freeze Set Shuffle',
    core: 'Screen Desktop Wallpaper',
    names:
      'FakeFrozenScreen ScreensaverSelfieSwap DadFaceScreensaver IconsThatWontClick ScreensaverSurprise ScreenshotDesktopPrank UpsideDownScreen ScreensaverPhotobomb',
  },
  desk: {
    things: 'Stapler Cubicle Monitor Chair Pens Drawer Mug Keyboard Plants Nameplate',
    moves: 'FoilWrap BalloonFill PostItCover ChairSwap GooglyEyes CupWall',
    verbs: 'Wrap Fill Cover Decorate',
    core: 'Stapler Cubicle Chair',
    names:
      'GiftWrapTheDesk DeskFoilWrap DeskFullOfBalloons PostItDeskCover MoveTheDeskAnInch DeskGooglyEyes DeskSwapDay DeskBirthdaySurprise',
  },
  'ice cube': {
    things: 'Tray Glass GooglyEye Bug Lemonade Freezer Cup Straw Water Eyeball',
    moves: 'FrozenSurprise EyeballCubes BugCube DrinkStare',
    verbs: 'Freeze Hide Serve Pour',
    core: 'Tray Freezer Glass',
    names:
      'GooglyEyeIceCubes EyeballIceCubes IceCubeBugSurprise TinyToyInTheIceCube WhoIsWatchingMyDrink IceCubeGotcha LemonadeWithAFace FrozenFriendCubes',
  },
  'cracked screen': {
    things: 'Phone Wallpaper Screen Sticker Tablet TV Laptop Case Glass Screenshot',
    moves: 'WallpaperSwap CrackSticker ScreenReveal OopsMoment',
    verbs: 'Swap Set Reveal Drop',
    core: 'Phone Wallpaper Glass',
    names:
      'FakeCrackedScreen CrackedScreenWallpaper CrackedScreenReveal BrokenScreenGotcha CrackedTVScreensaver SpotTheFakeCrack CrackedScreenSticker OopsIDroppedYourPhone',
    also: 'brokenscreen crackedphone fakecrack brokenphone',
  },
  'plastic wrap': {
    things: 'Doorway Car Desk Chair Remote Fridge Bowl Present Hallway Roll',
    moves: 'CarWrap DeskWrap GiftLayers DoorWrap MummyWrap',
    verbs: 'Wrap Layer Cover Unwrap',
    core: 'Roll Doorway Present',
    names:
      'SaranWrapBallGame ClingWrapTheCar WrapTheWholeDesk GiftInTenLayers PlasticWrapDoorway PlasticWrapRemote ClingWrapMummyChair WrappedFridgeSurprise',
    also: 'saranwrap clingwrap clingfilm',
  },
  gotcha: {
    things: 'Camera Reveal Face Countdown Scoreboard Family Friends Props Surprise Hug',
    moves: 'Reveal ScoreKeep Countdown ReversePrank PayBack',
    verbs: 'Trick Surprise Reveal Catch',
    core: 'Reveal Surprise Scoreboard',
    names:
      'GotchaScoreboard FamilyGotchaWar DoubleGotcha GotchaWeek GotchaAndAHug BestGotchaFace GotchaGoneWholesome GotchaCountdown',
  },
  'reverse ding dong ditch': {
    things: 'Doorbell Porch Cookies Flowers Note Basket Balloons Card Treats Neighbor',
    moves: 'RingAndRun GiftDrop NoteDrop CookieDrop PorchSurprise',
    verbs: 'Ring Run Leave Surprise',
    core: 'Doorbell Porch Cookies',
    names:
      'ReverseDingDongDitch LeaveCookiesAndRun SecretPorchGift DingDongDitchKindness FlowersOnTheDoorstep GoodDeedDoorbell NeighborNoteDrop PorchSurpriseDash',
    also: 'reversedingdong kindnessditch',
  },
  'pizza box': {
    things: 'Pizza Box Lid Note Toy Drawing Salad Sticker Slice Puzzle',
    moves: 'BoxSwap LidNote SurpriseInside EmptyBox',
    verbs: 'Swap Open Fill Hide',
    core: 'Pizza Lid Slice',
    names:
      'WhatsInThePizzaBox SaladInThePizzaBox PizzaBoxSwap PizzaBoxLoveNote PizzaBoxPuzzle EmptyPizzaBoxReveal PizzaBoxSurprise PizzaBoxFullOfSocks',
  },
  dinovember: {
    things: 'Dinosaurs Toys Cereal Fridge Bathtub Blocks Crayons Laundry Bookshelf Pillow',
    moves: 'NightMischief CerealRaid BathtubParty BookshelfClimb FridgeRaid',
    verbs: 'Stage Hide Build Surprise',
    core: 'Dinosaurs Toys Cereal',
    names:
      'DinovemberMischief DinovemberFridgeRaid DinosaursTookTheBath DinovemberCerealHeist DinovemberDay1 WhatDidTheDinosDo DinovemberLaundryDay DinovemberShelfClimb',
    also: 'dinosaurmischief',
  },
  'trick or treat': {
    things: 'Candy Bucket Costume Porch Pumpkin Doorbell Mask Flashlight Bag Wig',
    moves: 'CandySwap CostumeSwap CandyTrade DoorbellReveal CandyTax',
    verbs: 'Trade Swap Dress Knock',
    core: 'Candy Costume Pumpkin',
    scenes: 'Halloween',
    names:
      'TrickBeforeTreat TrickOrTreatCandySwap PumpkinBucketSurprise BooYourNeighbor SiblingHaulTrade CostumeRevealGotcha SneakyParentTax TrickOrTreatTwins',
    also: 'trickortreating',
  },
  'gingerbread man': {
    things: 'Cookie Oven Classroom Note Map Footprints Crumbs Clues Gumdrops Icing',
    moves: 'Escape ClueHunt CrumbTrail NoteHunt',
    verbs: 'Chase Catch Find Bake',
    core: 'Cookie Crumbs Icing',
    names:
      'CatchTheGingerbreadMan GingerbreadManLoose GingerbreadClueHunt GingerbreadCrumbTrail CookieEscapeMap LettersFromGingerbread GingerbreadManCam RunRunGingerbread',
  },
  'picture frame': {
    things: 'Frame Photo Wall Mantel Celebrity Pet Baby Hallway Desk Album',
    moves: 'PhotoSwap FaceSwap FrameFlip SneakySwap',
    verbs: 'Swap Hang Frame Replace',
    core: 'Frame Photo Mantel',
    names:
      'SwapTheFamilyPhotos PictureFrameSwap HowLongUntilTheyNotice FramedPetPortrait WhoIsInTheFrame PictureFrameFaceSwap ThrowbackFrameSwap EveryFrameIsTheDog',
    also: 'photoframe',
  },
  'fake ice cream': {
    things: 'MashedPotato Gravy Sprinkles Cone Bowl Scoop Cherry Sundae Spoon Cup',
    moves: 'SundaeSwap ScoopTrick SprinkleTopping TasteTest',
    verbs: 'Scoop Swap Serve Top',
    core: 'MashedPotato Sundae Cone',
    names:
      'MashedPotatoSundae FakeIceCreamSurprise IceCreamOrPotato GravyNotChocolate FakeSundaeSwap ScoopOfSurprise FakeIceCreamTasteTest FakeConeReveal',
    also: 'mashedpotatosundae mashedpotatoicecream',
  },
  'mom prank': {
    things: 'Kitchen Fridge Coffee Mug Phone Laundry Purse Cereal Note Flowers',
    moves: 'FakeChore SurpriseClean FridgeFaces ComplimentFlood RoomTidy',
    verbs: 'Surprise Fool Trick Swap',
    core: 'Kitchen Laundry Fridge',
    names:
      'PrankMomWithKindness MomPrankReveal GooglyEyesOnMomsFridge FakeMessRealClean MomGuessTheSwap MomsMugSwap DidMomNotice SurpriseChoreAttack SweetestMomPrank',
    also: 'prankonmom prankmom mompranks',
  },
  'dad prank': {
    things: 'Remote Recliner Grill Coffee Mug Tools Car Slippers Newspaper Mustache',
    moves: 'RemoteSwap ChairSteal GrillSurprise MugSwap FakeMustache',
    verbs: 'Fool Swap Trick Hide',
    core: 'Remote Recliner Grill',
    names:
      'DadPrankReveal HideDadsRemote DadJokeReversePrank FakeMustacheForDad DadsMugSwap WhoTookDadsChair DadPrankWar DidDadNotice PrankDadBack',
    also: 'prankondad prankdad dadpranks',
  },
  'teacher prank': {
    things: 'Desk Stapler Chalk Whiteboard Marker Apple Chair Mug Classroom Note',
    moves: 'DeskSwap StaplerJello ThankYouFlood SeatSwap FakeQuiz',
    verbs: 'Surprise Swap Trick Thank',
    core: 'Desk Whiteboard Apple',
    names:
      'TeacherPrankReveal StudentsSwapSeats WholesomeTeacherPrank FakeQuizReversePrank ThankYouNoteFlood DeskFullOfBalloons TeacherMugSurprise WholeClassFreezes MakeTeacherLaugh',
    also: 'prankonteacher prankteacher teacherpranks classprank',
  },
  'boyfriend prank': {
    things: 'Hoodie Phone Car Pizza Snack Contact Playlist Sock Mug Wallpaper',
    moves: 'HoodieSteal ContactRename SnackHeist PlaylistSwap WallpaperSwap',
    verbs: 'Fool Steal Swap Trick',
    core: 'Hoodie Contact Snack',
    names:
      'BoyfriendPrankReveal StealHisHoodie RenameHisContact BoyfriendSnackHeist BoyfriendGuessTheSwap PrankHimBack SweetBoyfriendPrank HowLongTillHeNotices PlaylistTakeover',
    also: 'prankboyfriend prankonboyfriend husbandprank prankhusband bfprank',
  },
  'family prank': {
    things: 'Fridge Remote Photo Couch Dinner Table Mugs Cereal Shoes Socks',
    moves: 'FamilySwap PhotoSwap CouchFlip ShoeSwap FrozenFamily',
    verbs: 'Fool Swap Freeze Trick',
    core: 'Remote Fridge Photo',
    names:
      'FamilyPrankWar WhoPrankedFirst FreezeTheFamily FamilyPhotoSwap FamilyPrankReveal SockSwapSunday WholeFamilyFooled FamilyPrankBingo DinnerTablePrank',
    also: 'familypranks prankfamily',
  },
  'kid prank': {
    things: 'Cereal Juice Slippers Backpack Jello Cupcake Toy Eyes Note Lunch',
    moves: 'JelloJuice EyeballCereal SlipperSwap LunchNote FakeSnack',
    verbs: 'Fool Trick Giggle Swap',
    core: 'Cereal Jello Eyes',
    names:
      'EasyPranksForKids KidsPrankParents KidPrankReveal CerealEyeballPrank JelloJuiceTrick KidsPrankDayLive SillyLunchNotes LittlePrankster GotchaGrownUps',
    also: 'prankforkids kidfriendlyprank pranksforkids',
  },
  'office prank': {
    things: 'Desk Stapler Keyboard Monitor Mug Chair Balloons Sticky Mouse Cubicle',
    moves: 'DeskWrap BalloonFill StickyNoteWall MugSwap ChairSwap',
    verbs: 'Wrap Fill Swap Decorate',
    core: 'Desk Stapler Cubicle',
    names:
      'OfficePrankWar BalloonFilledCubicle DeskWrapChallenge OfficePrankReveal StickyNoteTakeover WholesomeOfficePrank StaplerInJello CoworkerDeskMakeover OfficeAprilFools',
    also: 'officepranks workprank prankatwork',
  },
  'school prank': {
    things: 'Locker Backpack Desk Pencil Lunch Classroom Teacher Hallway Notes Bell',
    moves: 'LockerDecor DeskSwap NoteDrop BackpackSurprise SeatSwitch',
    verbs: 'Decorate Swap Fool Surprise',
    core: 'Locker Backpack Classroom',
    names:
      'SchoolPrankReveal LockerGlowUpSurprise WholesomeSchoolPrank ComplimentLockerNotes ClassSwitchesSeats LastDayPrank SchoolPrankWar BackpackFullOfBalloons FriendDeskMakeover',
    also: 'schoolpranks prankatschool',
  },
  'birthday prank': {
    things: 'Cake Candles Balloons Gift Card Confetti Hat Party Box Banner',
    moves: 'FakeCake TrickCandle NestedBoxes BalloonRoom BackwardsParty',
    verbs: 'Surprise Wrap Fool Decorate',
    core: 'Cake Candles Balloons',
    names:
      'BirthdayPrankReveal EndlessGiftBoxes FakeBirthdayCake BirthdayConfettiAvalanche TrickCandleChallenge WrongNameOnTheBanner BirthdayPresentGotcha RoomFullOfBalloons BirthdayPrankWar',
    also: 'birthdaypranks bdayprank',
  },
  'christmas prank': {
    things: 'Tree Gift Ornament Stocking Elf Cookies Santa Wrapping Lights Sweater',
    moves: 'WrappedRoom GiftSwap StockingSwap ElfSighting FakeSnow',
    verbs: 'Wrap Hide Fool Decorate',
    core: 'Gift Elf Stocking',
    names:
      'ChristmasPrankReveal HiddenJingleBells ChristmasPresentGotcha StockingSwapSurprise ElfPrankWar EndlessWrappingGift WrapDadsChair ChristmasMorningTrick HideTheOrnament',
    also: 'xmasprank christmaspranks holidayprank',
  },
  'halloween prank': {
    things: 'Pumpkin Costume Candy Spider Ghost Mask Skeleton Cauldron Web Broom',
    moves: 'PumpkinSwap GhostSighting CandyBowl CostumeSwap SpiderWeb',
    verbs: 'Spook Hide Swap Fool',
    core: 'Pumpkin Costume Ghost',
    names:
      'HalloweenPrankReveal CandyBowlSurprise SkeletonInTheChair CostumeSwapPrank FriendlyGhostPrank PumpkinFaceSwap SpiderWebTheDoor SpookyButSweetPrank HalloweenPrankWar',
    also: 'halloweenpranks spookyprank',
  },
  'thanksgiving prank': {
    things: 'Turkey Pie Table Napkin Place Card Potato Gravy Cranberry Cornucopia',
    moves: 'PlaceCardSwap FakePie TurkeyHat GratitudeFlood NapkinFold',
    verbs: 'Swap Carve Fool Serve',
    core: 'Turkey Pie Table',
    names:
      'ThanksgivingPrankReveal PlaceCardSwap TurkeyHatAtDinner FakePumpkinPie WhoGotTheWishbone GratitudeNoteFlood MashedPotatoSundae LeftoverSwapGotcha',
    also: 'thanksgivingpranks turkeyprank',
  },
  'valentines prank': {
    things: 'Heart Card Rose Chocolate Note Balloon Candy Teddy Doodle Love',
    moves: 'HeartFlood NoteTrail BalloonHearts CardSwap SecretAdmirer',
    verbs: 'Surprise Hide Flood Fool',
    core: 'Heart Card Rose',
    names:
      'HeartsAllOverTheDoor SecretAdmirerLetters ValentinesPrankReveal CupidVisitedTheCar ValentineCardSwap FakeChocolateBoxGotcha BalloonFilledRoom LoveNoteTrail GalentinePrank',
    also: 'valentineprank valentinesdayprank',
  },
  'back to school prank': {
    things: 'Backpack Pencil Lunchbox Notebook Locker Bus Alarm Uniform Eraser Folder',
    moves: 'LunchNote BackpackSwap FakeSchedule PencilSwap AlarmTrick',
    verbs: 'Pack Swap Fool Surprise',
    core: 'Backpack Lunchbox Pencil',
    names:
      'FirstDayOfSchoolPrank FakeSummerExtension LunchboxNoteSurprise BackpackBalloonPrank BackToSchoolGotcha SchoolSupplySwap PencilCaseSurprise BackToSchoolPrankWar',
    also: 'backtoschoolpranks firstdayprank',
  },
  'text prank': {
    things: 'Phone Emoji Lyrics Autocorrect Chat Reply Contact Screenshot Typing Meme',
    moves: 'LyricText EmojiOnly TypingBubble AutocorrectFail ReplySwap',
    verbs: 'Text Reply Type Send',
    core: 'Phone Emoji Lyrics',
    names:
      'SongLyricTextPrank EmojiOnlyForADay TextPrankReveal ReplyInRhymes TextYourMomLyrics GuessTheSongByText TextPrankTheGroupChat AllCapsForADay TypingBubbleTease',
    also: 'textingprank textmessageprank',
  },
  'zoom prank': {
    things: 'Camera Background Filter Mute Screen Hat Headphones Desk Call Meeting',
    moves: 'FrozenScreen FakeLag BackgroundSwap FilterSwap MuteMime',
    verbs: 'Freeze Mute Mime Swap',
    core: 'Camera Background Filter',
    names:
      'FrozenOnTheCall FakeLagPrank VirtualBackgroundPrank MuteMimeChallenge ZoomPrankReveal SameOutfitOnTheCall PotatoFilterMeeting BackgroundCameo WhoFrozeFirst',
    also: 'videocallprank facetimeprank',
  },
  disguise: {
    things: 'Mustache Glasses Wig Hat Beard Nose Costume Scarf Coat Accent',
    moves: 'QuickChange SecretIdentity GrouchoGlasses CostumeSwap',
    verbs: 'Sneak Hide Fool Pose',
    core: 'Mustache Wig Glasses',
    names:
      'MasterOfDisguise DisguiseDareChallenge SpotTheDisguise FakeMustacheDay DisguiseAtDinner NoseGlassesAllDay RecognizeMeNow DisguiseSwapDuo GuessWhoIsUnderThere',
    also: 'disguises noseglasses grouchoglasses',
  },
  'wrong name': {
    things: 'Name Tag Cake Mug Label Song Pet Snack Fruit Cup',
    moves: 'WrongLabel RenameEverything NameSwap MixUp',
    verbs: 'Call Rename Label Mix',
    core: 'Name Label Tag',
    names:
      'CallEverythingWrong WrongNameAllDay LabelEverythingWrong WrongNameOnTheMug RenameTheHouse WrongNameGotcha CallMeByTheWrongName NameSwapDay WrongNameChallenge',
    also: 'wrongnames wrongnameprank',
  },
  'unplugged controller': {
    things: 'Controller Console Sibling Buttons Screen Game Couch Cable Joystick Team',
    moves: 'FakeWin SiblingMode ButtonMash CheerOn PlayerTwo',
    verbs: 'Mash Cheer Fool Hand',
    core: 'Controller Sibling Buttons',
    names:
      'UnpluggedControllerWin LittleSiblingPlayerTwo UnpluggedButUndefeated DadsSecretlyUnplugged ButtonMashMaster FakeCoachCommentary HandThemTheController RevealTheLooseCord',
    also: 'unpluggedcontrollers unpluggedprank',
  },
  'snake can': {
    things: 'Can Spring Snake Lid Peanuts Cookies Tin Jar Label Box',
    moves: 'PopOut SpringReveal LidOpen SnackTease',
    verbs: 'Pop Spring Open Fool',
    core: 'Can Spring Lid',
    names:
      'SnakeInACanPrank PopGoesTheSnake SpringSnakeSurprise SnakeCanReveal OpenTheCookieTin WhoFellForTheCan SnakeCanSlowMo CanOfSurprises',
    also: 'springsnake snakeinacan peanutcan',
  },
  'fake update': {
    things: 'Screen Laptop Computer Progress Bar Percent Loading Monitor Keyboard Desktop',
    moves: 'FakeLoading ProgressBar FrozenScreen UpdateCountdown ScreensaverSwap',
    verbs: 'Load Freeze Update Fool',
    core: 'Screen Laptop Loading',
    names:
      'FakeUpdateScreen InfiniteLoadingPrank FakeUpdatePrank StuckAt99Percent DesktopScreenshotPrank UpdateCountdownGotcha ProgressBarPrank ComputerUpdateGotcha HowLongTillTheyCheck',
    also: 'fakeloadingscreen fakeupdatescreen fakeupdateprank',
  },
  'surprise party': {
    things: 'Balloons Cake Banner Confetti Lights Guests Candles Streamers Card Couch',
    moves: 'HideAndJump LightsOn Countdown DecoyPlan SecretInvite',
    verbs: 'Hide Jump Cheer Surprise',
    core: 'Balloons Cake Confetti',
    names:
      'SurprisePartyReaction PullOffTheSurprise KeepTheSecretChallenge DecoyDinnerSurprise LightsOnSurprise SurprisePartyCountdown DidTheySuspect SurpriseHideAndSeek BestSurpriseReaction',
    also: 'surpriseparties surprisebirthday',
  },
  'sink sprayer': {
    things: 'Sink Sprayer Faucet Rubber Band Water Kitchen Tap Dishes Splash Sponge',
    moves: 'RubberBandTrick SprayerSplash TapTwist FaucetFake',
    verbs: 'Spray Splash Twist Wrap',
    core: 'Sink Sprayer Faucet',
    names:
      'SinkSprayerPrank KitchenSprayerGotcha WhoTurnedTheTap RubberBandSinkTrick SinkSplashReveal SinkSprayerSlowMo DishDutySurprise SprayerSplashReaction',
    also: 'kitchensprayer sinkprank faucetprank',
  },
  'road trip prank': {
    things: 'Car Map Snacks Playlist Radio Backseat Sunglasses Toll Sign Pillow',
    moves: 'PlaylistSwap SnackSwap FakeRoute SingAlong BackseatSurprise',
    verbs: 'Drive Swap Sing Fool',
    core: 'Car Playlist Snacks',
    names:
      'RoadTripPrankWar PlaylistHijack BackseatSnackSwap RoadTripPrankReveal SingTheWrongLyrics MysteryGasStationSnack RoadTripGotcha CarSingAlongPrank AreWeThereYetPrank',
    also: 'roadtrippranks carrideprank',
  },
  elf: {
    things: 'Mantel Santa Workshop Stocking Hat Sleigh Mischief Marshmallow Candy',
    moves: 'MantelScene MorningFind NorthPoleNote MiniMischief ZiplineEntrance',
    verbs: 'Hide Pose Sneak Surprise',
    core: 'Santa MorningFind Mischief',
    scenes: 'Christmas Workshop NorthPole',
    names:
      'ElfMorningFind ElfMarshmallowBath ElfZiplineEntrance ElfNorthPoleNote WhereDidTheElfGo ElfToiletPaperSnowman ElfHideAndSeek ElfCookieHeist ElfDoorSurprise',
    also: 'elves christmaself',
  },
  'jack in the box': {
    things: 'Crank Lid Clown Spring Tune Box Toy Weasel Handle',
    moves: 'CrankTurn LidPop SpringUp SlowCrank DoubleTake PopOut',
    verbs: 'Crank Pop Startle Wind',
    core: 'Crank Spring LidPop',
    scenes: 'Playroom Nursery',
    names:
      'HumanJackInTheBox GuessWhenItPops JackInTheBoxGift SlowCrankSuspense JackInTheBoxDelivery JackInTheBoxDoubleTake LaundryBasketPopUp PopGoesTheSurprise CardboardJackInTheBox',
    also: 'jackinabox',
  },
  'joy buzzer': {
    things: 'Handshake Buzz Ring Spring Palm Gag Surprise Gloves',
    moves: 'SurpriseShake HighFive FistBump Jolt WindUp',
    verbs: 'Shake Buzz Zap Greet',
    core: 'Handshake Buzz Gag',
    scenes: 'Party Office',
    names:
      'JoyBuzzerHandshake JoyBuzzerHighFive GrandpasJoyBuzzer JoyBuzzerSelfTest JoyBuzzerPassItOn VintageJoyBuzzerPrank WhoGotBuzzed JoyBuzzerOnDad',
    also: 'joybuzzers handbuzzer',
  },
  'jump scare': {
    things: 'Monster Mask Closet Doorway Cutout Costume Hallway Shadow',
    moves: 'PeekABoo HideAndPop SlowReveal Startle FakeOut',
    verbs: 'Hide Pop Startle Sneak',
    core: 'Mask Closet PeekABoo',
    scenes: 'Halloween MovieNight',
    names:
      'CardboardCutoutJumpScare JumpScareInTheFridge JumpScareMyFamily JumpScareBackfire SlowMoJumpScare PlushMonsterJumpScare WhoFlinchedFirst DoorwayJumpScare',
    also: 'jumpscares',
  },
  'door knob': {
    things: 'Hanger Sign Lock Key Bell Ribbon Balloon Latch Wreath Note',
    moves: 'TwistAndPull LockCheck JiggleIt HangASign WrapIt',
    verbs: 'Twist Turn Jiggle Lock Knock',
    core: 'Twist Lock Hanger',
    scenes: 'Doorstep Hallway',
    names:
      'GooglyEyeDoorKnob DoorKnobJingleBells BalloonOnTheDoorKnob DoorKnobSurpriseNote DoorKnobGiftWrap DoorKnobDoNotDisturb SockPuppetDoorKnob DoorKnobTinyHat',
    also: 'doorhandle',
  },
} as const satisfies KeywordEntries;
