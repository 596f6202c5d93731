import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  bbq: {
    fashion:
      'BBQHawaiianShirt DressForTheBBQ MatchingFamilyBBQTees 5BBQLooksUnder20Bucks BBQApronRunway SauceProofFit OneBandanaThreeBBQWays BBQGinghamGlowUp',
    funny:
      'BBQSmokeFollowsMe DadAtTheBBQPOV NarrateYourBBQLikeSports SauceVsWhiteShirtBBQ TypesOfCookoutGuests PitmasterCommentary CanYouCarry5BBQPlates BBQUncleStoryTime',
    pet: 'BBQShadeSpotSnooze DogSafeBBQTreat CanYourPupResistBBQ BBQZoomies PuppyEyesAtTheGrill 7DayBBQManners LeaveItBBQDrill OneMinuteBBQSitStay',
    prank:
      'GooglyEyesOnBBQTongs RubberChickenBBQPlatter BBQMenuOfDadJokes BBQKazooDinnerBell GrillMarkLoveNote BBQMysteryGuest ServeATinyBBQ BBQSmileyKetchupBurger',
    art: 'BBQCharcoalDrawing BBQChalkboardMenu SketchTheBBQ PaintYourApron BBQDoodleBattle 7DayBBQSketchbook 60SecondBBQPortrait BBQPaperPlateFaces',
    gaming:
      'BBQCornholeTourney BBQSpadesShowdown 5GameBBQOlympics BBQSackRace BBQWaterBalloonToss HorseshoeHeroes CanYouBeatUncleAtBBQ FamilyVsFriendsBBQ',
    wellness:
      'BBQNeighborInvite ThankEveryBBQGuest SundayBBQUnplug SlowBitesSaturdayBBQ GrillAndChill GratefulBBQToast 3HourNoPhoneBBQ BBQEveningStroll',
  },
  island: {
    dance:
      'IslandLimboLine IslandHulaFaceOff DesertIslandGroove IslandTimeSlowDance CoconutConga PalmTreeTwist TeachUsYourIslandMove 30SecondIslandShuffle',
    fashion:
      'IslandFitCheck TropicalIslandPrint IslandHoppingCapsule Pack7IslandLooks OneSarongTenWays ResortWearRunway 10MinuteIslandOutfit StrawHatIslandGlowUp',
    fitness:
      'IslandSandSprints IslandTimeYoga 30DayIslandAbs CrabWalkIslandStyle CastawayCardio CoconutCurls CanYouSurviveIslandHIIT 10MinIslandWorkout',
    gaming:
      'IslandCastawayCharades LastOneLeftOnTheIsland BuildAnIslandIn60Seconds ShipwreckIslandEscape FiveStarIslandRating IslandTreasureHunt IslandTriviaFaceOff DesertIslandDraft',
    funny:
      'DesertIslandPicks CanYouSurviveIslandLife IfPetsRanAnIsland IslandTimeExcuses StrandedWithMyFamily SOSInTheSand IslandVibesVsMonday IslandSunHatTooBig',
    music:
      'IslandUkuleleJam IslandBucketDrumBeat IslandTuneIn30Seconds DesertIslandSongs SingLikeMoana CoconutShellBongos IslandShantyDuet 5TracksForAnIsland',
    wellness:
      'ShowUsYourIslandCorner OneMinuteIslandBreathing 7DayIslandMindset DesertIslandDaydream NoManIsAnIsland HammockHour IslandSunriseStretch IslandSeashellGratitude',
  },
  spring: {
    funny:
      'SpringForwardZombie SpringShortsTooEarly SpringSneezeCount 60SecondSpringClean FourSeasonsInOneDay PollenCoatedCar WhenSpringLiesToYou WinterCoatVsSpring',
    travel:
      'SpringBreakOnABudget SpringTulipTour SpringWildflowerHunt 5SpringSpotsNearMe CherryBlossomStroll CanYouFindSpringInTown FirstPicnicOfSpring 24HourSpringGetaway',
    cooking:
      'ShowUsYourSpringPlate PackASpringPicnic 3IngredientSpringSalad SpringRollSquad FirstStrawberryPie EdibleFlowerCookies SpringOnionPancakes 15MinuteSpringPasta',
    music:
      '7DaySpringPlaylist 30SecondSpringTune SpringFeverSingAlong UkuleleSpringStrum SpringRainBeat WindChimeMelody WhistleDuetForSpring GuessTheSpringSong',
    pet: 'SpringShedOff FirstSpringWalkies SpringSniffSafari SpringGrassZoomies CatBirdWatchWindow BlossomPhotoshoot 30DaySpringBrushing ShowUsYourSpringPet',
    prank:
      'GooglyEyesOnSpringTulips SpringSnowDayFakeout CanYouFoolThemThisSpring ChristmasTreeInSpring SpringSquirtingDaisyGag EggHuntForGrownUps SpringBunnyFootprints SpringFlowerPotFaces',
    wellness:
      '7DaySpringDeclutter SpringDawnChorusWalk 5MinuteSpringStretch SoakUpSpringSun BlossomMeditation PlantSomethingNew SpringWindowsOpen SlowSpringSunday',
  },
  backyard: {
    fashion:
      'BackyardBBQFit OneShirt3BackyardLooks RunwayInTheBackyard SundressBackyardTwirl GrillMasterDrip PajamasToBackyardParty 10MinuteBackyardOutfit BackyardSunHatParade',
    music:
      'BackyardConcert DrumOnBackyardBuckets 60SecondBackyardJam SerenadeTheBackyard CricketChorusCover ShowUsYourBackyardBeat BackyardPotAndPanBand DuetWithBackyardBirds',
    prank:
      'GooglyEyesOnBackyardTree DinoFootprintsInBackyard BackyardChalkMessage BackyardTeddyPicnic WanderingGnome BackyardFullOfRubberDucks WakeUpToBackyardFlamingos BackyardBubbleAmbush',
    art: 'PaintBackyardRocks 7DayBackyardSketchbook BackyardChalkMural PressBackyardFlowers BackyardArtBattle SketchYourBackyard 10MinuteBackyardMandala BackyardLeafRubbings',
    dance:
      'DoTheSprinkler HulaHoopInTheBackyard 30SecondBackyardGroove DadAndMeBackyardDuet BackyardDanceOff LawnMowerMove 7DayBackyardRoutine BackyardLimboLine',
    pet: 'BackyardDogAgility ZoomiesInTheBackyard OneMinuteBackyardFetch BackyardBubbleChase WhoDugThisHole TreatHuntSafari 7DayBackyardRecall ShowUsYourBackyardBoss',
  },
  dodgeball: {
    dance:
      'GymClassShuffle DodgeballMatrixLean DodgeballBobAndWeave DodgeDuckDipDiveDance ShowUsYourDodgeballWin SlowMoSidestep 30SecondDodgeballGroove KidsVsCoachDodgeball',
    music:
      'DodgeballBounceBeat DodgeballDrumDuet SneakerSqueakRhythm DodgeDuckDipDiveRap DodgeballHypeChant GymClassAnthem 30SecondDodgeballSong SingYourDodgeballIntro',
    prank:
      'DodgeballPlushSwitch GooglyEyedDodgeballs SockDodgeballShowdown TinyDodgeballForDad ComplimentDodgeball DodgeballHighFiveTunnel InvisibleDodgeball DodgeballBalloonBarrage',
    wellness:
      'DodgeballTeamHuddle 10MinuteDodgeballReset DodgeballGoodSport DodgeTheDoomscroll PlayLikeAKidAgain AfterGameStretch 3BreathsBeforeDodgeball ThankYourDodgeballCrew',
    cooking:
      'DodgeballMeatballs DodgeballCakePops 3IngredientDodgeballs DodgeTheBroccoli RedRubberBallCupcakes TeamSnackShowdown 10MinuteDodgeballTreats CanYouBakeADodgeball',
    educational:
      'DodgeballPhysics 10QuestionDodgeballQuiz ReactionTimeScience PeripheralVisionTest OneMinuteDodgeballMath HowToDodgeAnything CanYouOutReactADodgeball DodgeballBounceLab',
  },
  'police car': {
    cooking:
      'BakeAPoliceCarCake CruiserCupcakes 5MinutePoliceCarToast PoliceCarPancakeArt PoliceCarPizzaFaceOff StakeoutSnackBox CopCarCookies PoliceCarFruitPlatter',
    fashion:
      'PoliceCarCostume CardboardPoliceCarGlowUp CruiserStripesLook DressLikeAPoliceCar 10MinutePoliceCarNails RedAndBlueColorBlock 7DayPoliceCarOutfits PoliceCarGraphicSweater',
    fitness:
      'SirenSquatJumps 7DayPoliceCarWorkout PoliceCarPatrolLaps ToyPoliceCarRelay OneMinutePoliceCarPlank CruiserCrunches CopCarCardio PoliceCarTagSprints',
    pet: 'ShowUsYourPoliceCarPup 7DayPoliceCarFetch PoliceCarBoxKitten PoliceCarHowlAlong ToyPoliceCarCatPounce BarkAtTheSiren OneMinutePoliceCarChase PoliceCarPlushTug',
    tech: '60FramePoliceCarChase OneMinutePoliceCarFilm PoliceCarStopMotionParade ToyCopCarMovieTrailer CodeASirenSound CartoonifyYourPoliceCar AIDrawsAPoliceCar PoliceCarPixelGame',
    art: 'PoliceCarClayModel PoliceCarPixelArt 5MinutePoliceCarSketch CardboardPoliceCar DrawAPoliceCarBlind SirenLightPainting 7DayPoliceCarDoodles KidVsAdultPoliceCar',
  },
  teacher: {
    cooking:
      '10MinuteTeacherTreats ThankYouTeacherCookies TeachersLoungePotluck MugCakeForTeacher GradeABrownies PencilPretzelPops StudentVsTeacherBakeOff TeacherLunchboxSwap',
    dance:
      'TeacherMoonwalkExit TeacherVsStudentBattle KidsTeachTheTeacher 30SecondTeacherShuffle HallPassHustle ExtraCreditMoves FreestyleFridayTeacher CanYourTeacherDance',
    fashion:
      'TeacherFitCheck TeacherSpiritWeekLook 1Blazer3TeacherOutfits DressLikeYourTeacher BackToSchoolDrip CardiganCouture 5DayTeacherCapsule 10MinuteTeacherGlowUp',
    fitness:
      'TeacherDeskPushUps 5MinuteTeacherWorkout TeacherChairSquats RecessJumpRope PopQuizPlank KidsVsTeacherLunges BeatTheTeacherWallSit 30DayTeacherStretch',
    pet: 'TeachersPetForReal 7DayTeacherTrainingLog 60SecondCatTeacher TeacherTrainsMyDog ShowTeacherYourPup TeacherSaysSitStay RaiseAPawForTeacher TeacherGoldStarTricks',
    wellness:
      'TeacherSelfCareSunday 7DayTeacherGratitude TeacherSummerReset ThankATeacherNote FinalBellExhale NoGradingWeekend 5MinuteTeacherBreather CallYourFavoriteTeacher',
  },
  cheese: {
    fashion:
      'CheeseWedgeEarrings CheeseheadGameDayLook DressLikeACheeseBoard SayCheeseOOTD ThriftACheeseOutfit StyleCheesePrint3Ways 10MinuteCheeseFit CheeseYellowColorPop',
    art: 'DrawCheeseIn60Seconds CheeseBoardStillLife SayCheesePortrait SwissCheeseHolePrints ShowUsYourCheeseDoodle CheddarSkyline 7DayCheeseSketchbook CheeseSculptOff',
    dance:
      'SayCheeseDance CheesePullMove ShowUsYourCheeseStep MouseVsCheeseBattle GoudaGroove DanceForAGrilledCheese 30SecondCheeseShuffle CheeseStringShimmy',
    travel:
      'LetTheCheeseShopChoose CheeseMarketTour MeetTheCheeseFarmCows PackACheesePicnic CheeseAtEveryStop CanYouNameThatCheese OneCityFiveCheeses TryTheLocalCheese',
  },
  hairbrush: {
    dance:
      'HairbrushMicDropDance HairbrushMirrorChoreo 30SecondHairbrushSolo PopStarWithAHairbrush BrushAndFlipGroove BedroomDivaStrut MomHairbrushDuet SiblingHairbrushBattle',
    fashion:
      'HairbrushOnlyHairstyle HairbrushSleekPonytail 5LooksOneHairbrush PaddleBrushBlowout ScrunchieStackStyle FitCheckWithHairbrush BedHeadHairbrushGlowUp 60SecondHairbrushUpdo',
    wellness:
      'ScalpMassageHairbrush SlowHairbrushSunday HairbrushAffirmations 7DayHairbrushRitual HundredStrokesAtNight BrushAndBreathe HairbrushForGrandma 5MinuteHairbrushCalm',
    tech: 'HairbrushVsRealMic AIStylesWithAHairbrush DuetYourHairbrushSong OneMinuteHairbrushEdit HairbrushStaticSlowMo HairbrushAutoTuneTest HairbrushBraidTimelapse 3AppHairbrushMakeover',
    travel:
      'HairbrushPackingHack WindyBeachHairbrush ForgotMyHairbrush RoadTripHairbrushGlowUp HairbrushInEveryBag FoldingBrushCarryOn 10SecondHairbrushFix 5HairstylesOneHairbrush',
  },
  mailbox: {
    art: 'MailboxMakeover DrawYourMailboxBlind MailboxStampFaceOff PaintedMailboxFlag DoodleTheEnvelope MailArtSwap 7DayMailboxSketches MailboxChalkArt',
    dance:
      'MailboxFlagUpDance StrutToTheMailbox LetterboxLimbo 30SecondMailboxGroove TeachUsYourMailboxMove SignedSealedDanced MailboxMoonwalk SiblingMailboxFaceOff',
    fashion:
      'PajamasToMailboxGlowUp MailboxStampNailArt DressLikeYourMailbox PostalNavyBlazer SignedSealedStyled 60SecondMailboxOutfit 7DaysOfMailboxStyle MailboxCarrierCosplay',
    pet: 'MailboxDogPatrol CatOnTheMailbox CanYourPupWalkToMailbox 7DayMailboxLeashTraining MeetOurMailboxGreeter PetPenPals MailboxWalkies MailboxBirdWatch',
    wellness:
      'MailboxGratitudeNote 7DayMailboxKindness MindfulMailboxMonday SlowWalkToMailbox SnailMailSunday WriteToFutureYou MailboxComplimentDrop ThankYourMailboxCarrier',
  },
  'post office': {
    cooking:
      'TreatsForThePostOffice LetterShapedShortbread PackAPostOfficeCareBox EnvelopeEmpanadas PostOfficeStampCookies 30MinutePostOfficeBakes PostOfficeParcelCake 3IngredientPostOfficeBars',
    dance:
      'ShowUsYourPostOfficeHop BopToThePostOffice MailCarrierShuffle PostOfficeLineDance ReturnToSenderStep 30SecondPostOfficeJig PostOfficeStampStomp SiblingPostOfficeFaceOff',
    travel:
      'TinyPostOfficeVisit PostOfficeStampCollector PostOfficeMailToFutureMe 3PostOfficesOneDay PostcardFromEveryStop OldPostOfficeVsNew WeirdestPostOffice ShowUsYourPostOffice',
    wellness:
      'PostOfficeThankYous KindnessByPostOffice 7DayPostOfficePenPal LetterToFutureYou StampOfApproval SmileAtThePostOffice 10MinutePostOfficeWalk PostOfficeNoteToGrandma',
    music:
      'PleaseMrPostmanCover SingAtThePostOffice PostOfficeStampBeat ReturnToSenderRemix 30SecondPostOfficeTune PostOfficeRapBattle WriteAPostOfficeJingle PostOfficeParcelDrums',
  },
  sailboat: {
    funny:
      'CanYouFoldASailboat 5WordSailboatStory SailboatBoomDuck DadVsToySailboat LandlubberSails IAmTheCaptainNow ParkingTheSailboat SailboatNarratedByCat',
    prank:
      'PaperSailboatNote ShoesFullOfSailboats SailboatDeskFlotilla GooglyEyedSailboats BathtubSailboatFleet MessageInASailboat WakeUpToTinySailboats SailboatsInTheSink',
    wellness:
      'SailboatSunsetCalm 5MinuteSailboatMeditation SailboatWaveSounds 7DaySailboatGratitude WindAndWaterReset BreatheWithTheTide DaydreamOnASailboat FoldYourWorrySailboat',
    gaming:
      'PaperSailboatRace CanYouSinkMySailboat 3RoundSailboatDuel SailboatPirateHideAndSeek SailboatSpotterBingo SailboatGridBattle BlowYourSailboatHome SailboatCaptainSays',
    music:
      'SailboatShantyCover SiblingSailboatDuet ShowUsYourSailboatBeat 30SecondSailboatTune SailAwaySingAlong WellermanRelay KazooOnASailboat SailboatBedtimeHum',
  },
  'toilet paper': {
    art: '7DayToiletPaperRollArt ToiletPaperSculpture 60SecondToiletPaperFlower PortraitInToiletPaper TPRoseBouquet CardboardTubeCityscape ToiletPaperOrigami ToiletPaperSculptOff',
    dance:
      'ToiletPaperLimboLine BalanceToiletPaperRoll CanYouTwirlToiletPaper 30SecondToiletPaperDance MummyWrapShimmy TPTango ToiletPaperChinPass SiblingToiletPaperBattle',
    gaming:
      'ToiletPaperBowling 60SecondToiletPaperStack TossTheToiletPaper ToiletPaperMiniGolf ToiletPaperTowerBattle TPHoopsDuel CanYouFlipToiletPaper ToiletPaperTicTacToe',
    prank:
      'ToiletPaperDoorway JokesOnToiletPaper ToiletPaperGooglyEyes MiniToiletPaperRolls EmptyTubeLoveNote UnderNotOverToiletPaper ToiletPaperGiftWrap MustacheToiletPaper',
    fitness:
      'ToiletPaperKeepyUppy ToiletPaperRelayRace ToiletPaperPlankOff JumpOverToiletPaper MegaPackFarmerCarry TPTowerSquats 30DayToiletPaperAbs 10MinToiletPaperHIIT',
  },
  cycling: {
    speed:
      'CyclingSlowestWins CyclingFlatFixRace CyclingTimeTrial 5LapCyclingSprint GearUpForCyclingIn60 KidVsParentCyclingDash CanYouOutpaceMeCycling CyclingHelmetOnCountdown',
    cooking:
      'PostCyclingSmoothie 10MinuteCyclingBreakfast 3IngredientCyclingBars CyclingFuelBakeOff PackYourCyclingSnacks CroissantAfterTheClimb BicycleWheelPizza CyclingBananaOatBites',
    funny:
      'CyclingTanLines CanYouSingWhileCycling CyclingVsHeadwind UphillCyclistFaces ExplainCyclingIn5Words DadsFirstSpinClass CyclingSaddleWaddle BikeBellEtiquetteSkit',
    pet: 'DogGreetsMeAfterCycling 7DayPostCyclingCuddles CyclingHelmetCatNap HamsterWheelCyclist CyclingGearPetInspector WindInTheirEars ShowUsYourCyclingBuddy KittenVsCyclingGloves',
    travel:
      '10MileCyclingAdventure CyclingForIceCream BikeTrailRoadTrip BikeToTheNextTown CyclingPicnicRide ShowUsYourCyclingRoute SundaySightsByCycling CyclingParkLoopTour',
  },
  vacuum: {
    fashion:
      'BallGownVacuuming MatchYourVacuum VacuumCatwalk ChoreDayCouture CanYouVacuumLikeAModel PajamasToVacuumGlowUp VacuumLintFreeLook 5VacuumOutfitsUnder20',
    fitness:
      'VacuumLunges SquatAndVacuum TenMinuteVacuumHIIT MomVsKidsVacuumRace CanYouVacuumOnTiptoe VacuumCalfRaises 7DayVacuumWorkout VacuumPushPullReps',
    gaming:
      'CanYouOutrunAVacuum KidsVsVacuumTag 60SecondVacuumScramble GuessWhatTheVacuumAte FloorIsLavaVacuumEdition VacuumFindsBingo VacuumCordLimbo VacuumPingPongSuction',
    music:
      'VacuumingBlues RemixTheVacuumHum CanYouOutsingAVacuum SingOverTheVacuum VacuumDuetChallenge HarmonizeWithTheVacuum 30SecondVacuumSong VacuumBeatDrop',
    wellness:
      'VacuumLinesZen 10MinuteVacuumReset MindfulVacuuming CleanFloorClearMind SlowVacuumSunday BarefootAfterVacuum VacuumWhiteNoise 7DayVacuumHabit',
  },
  belt: {
    travel:
      '7DaysOneBeltBag MoneyBeltMission ShowUsYourTravelBelt BeltBuckleFromEveryTown BeltsOffAtSecurity BeltUpForTheRoadTrip 10SecondBeltsBackOn BaggageBeltBingo',
    dance:
      'BeltLoopSwivel CinchYourBeltSpin WesternBeltStrut SiblingBeltBattle BeltBuckleBounce 30SecondBeltShuffle TitleBeltTwirl ShowUsABeltMove',
    prank:
      'BeltTurnsToSuspenders WhereDidMyBeltGo WrongBeltOnTheHook LicoriceBeltSurprise GiveDadAChampionBelt BeltGooglyEyeBuckle BeltWrestlingIntroForMom ToyBeltInTheirDrawer',
    wellness:
      'BeltOffUnwind BeltBagSlowWalk NoBeltSunday 30DayBeltPosture ComfyBeltlessWeekend UnbuckleAndBreathe 10MinuteBeltFreeStretch BeltAfterDinnerStroll',
  },
  'coffee break': {
    dance:
      'CoffeeBreakBoogie OneSongCoffeeBreak CoffeeBreakDanceOff CoffeeBeanBounce MugInHandGroove CaffeineCharleston CoffeeBreakdance CoworkerCoffeeBreakDuet',
    music:
      '30SecondCoffeeBreakSong CoffeeBreakSpoonDrums DuetOnYourCoffeeBreak CoffeeGrinderRhythm JavaJiveJam MugTapBeat NameThatTuneCoffeeBreak CoffeeBreakKaraoke',
    cooking:
      'CoffeeBreakBiscotti CoffeeBreakDalgona 3StepCoffeeBreakBites CoffeeCrumbleBars FiveMinuteMugCake DunkWorthyCookies ShareYourCoffeeBreakTreat CoffeeBreakBakeOff',
    funny:
      'CoffeeBreakNatureDoc 5SecondCoffeeBreak ExpectationVsCoffeeBreak CoffeeOrderChaos WhoTookTheLastCookie MicrowaveQueueDrama CoffeeBreakSmallTalk CanYouTakeACoffeeBreak',
  },
  'earth day': {
    art: 'DesignAnEarthDayPoster EarthDayRecycledArt 7SketchesForEarthDay EarthDayNatureMandala LeafPrintCraft CardboardGlobeBuild 60SecondEarthDayDoodle TrashToTreasureEarthDay',
    cooking:
      '3IngredientEarthDaySnack EarthDayScrapsPesto LeftoversGlowUpEarthDay PlanetEarthCakePops GardenToTableLunch VeggiePeelChips 15MinuteEarthDayMeal EarthDayFridgeCleanOut',
    fitness:
      'EarthDayLitterJog 10000StepsForEarthDay 30MinuteEarthDayWorkout CarFreeEarthDay GoGreenBikeRide ParkCleanupSquats FamilyEarthDayRelay EarthDayYogaOutside',
    prank:
      'EarthDayUnplugTheTV EarthDayGooglyEyePlant EarthDayLunchboxNote WhoLeftAnEarthDayGift SecretSaplingDrop MugMessageForEarthDay EarthDayBinMonsterFace BananaPhoneEarthDay',
  },
  'grilled cheese': {
    prank:
      'TinyGrilledCheeseForDad GrilledCheeseLockScreen ServeAFeltGrilledCheese GrilledCheeseGooglyEyes MidnightMeltDelivery GrilledCheeseLunchboxNote GrilledCheeseBedPlushie RainbowGrilledCheese',
    fashion:
      'GrilledCheesePJs GrilledCheesePrintTee StyleGrilledCheese3Ways GrilledCheeseFitCheck 7DayGrilledCheeseOutfits MakeGrilledCheeseEarrings GrilledCheeseGlowUp 10MinuteGrilledCheeseDIY',
    fitness:
      'GrilledCheeseWaitPlank 10MinGrilledCheeseHIIT EarnYourGrilledCheese WallSitTillGrilled 30DayGrilledCheeseAbs GrilledCheeseSquatBattle GrilledCheeseCrunches GrilledCheeseLunges',
    speed:
      'CanYouStackGrilledCheese 60SecGrilledCheeseBuild KidsVsDadGrilledCheese DashForGrilledCheese UnwrapTheSinglesBlitz GoldenInUnderFive GrilledCheeseRelay GrilledCheeseAssemblyLine',
  },
  lunch: {
    dance:
      'LunchboxShuffle 30SecondLunchGroove CoworkerLunchDuet LunchBreakBoogie SandwichShimmy CafeteriaConga TeachUsYourLunchMove RobotDanceForLunch',
    prank:
      'GooglyEyeLunch LunchNapkinJoke LunchboxStickerNote ToyDinoGuardsLunch SmileySandwich TinyLunchForDad LunchFortunes BananaPhoneAtLunch',
    music:
      'SiblingLunchDuet CanYouRhymeAtLunch LunchboxDrum SingForYourLunch CafeteriaCupSong BrownBagBeatbox 30SecondLunchJingle LunchOrderInOpera',
    travel:
      'LunchWithAView LunchLikeALocal 10DollarLunchAnywhere CanYouGuessMyLunchSpot FoodTruckFaceOff MarketHallMunch PicnicLunchQuest PackLunchAndExplore',
  },
  pinata: {
    pet: 'CanYourPupOpenAPinata DIYPinataForKitty PinataKittenBatter DogTreatPinata OneMinutePinataRaid PuppyPaperUnwrap PinataSniffOut CatnipPinata',
    travel:
      'PinataShopHop 5TownPinataPhotos ShowUsYourLocalPinata PinataPartyInThePark BiggestPinataHunt CanYouSpotPinatasAbroad BuckleUpThePinata TakeAPinataSightseeing',
    wellness:
      'PinataGratitudeNotes PinataOfWishes 10MinutePinataCalm FillAPinataIn7Days ConfettiOfKindness SelfCareSundayPinata AffirmationPinata SlowCraftPinata',
    dance:
      'PinataSwingStep 30SecondPinataGroove SiblingPinataBattle DanceLikeAPinata ConfettiDropFreeze FiestaSkirtTwirl TeachUsYourPinataMove PinataPartyShuffle',
  },
  sandwich: {
    fashion:
      'SandwichStackOutfit DressAsASandwich DeliSandwichFitCheck StyleSandwichColors3Ways 7DaySandwichLayers PBAndJPastels SandwichBoardRunway 10MinuteSandwichGlowUp',
    pet: 'PetSandwichStare SandwichLeaveItTest PuppySandwichManners DogWatchesMeEatSandwich SandwichedBetweenPups OneMinuteSandwichStay CanYourCatResistSandwich 7DaySandwichPatience',
    wellness:
      'MindfulSandwichLunch SandwichForANeighbor SlowPicnicSandwich 7DayPhoneFreeSandwich BreadAndBreathe SandwichAndAGoodBook 10MinuteSandwichPause SandwichSunshineSunday',
    fitness:
      'SandwichStackSquats LungeForASandwich SandwichPlankPass 10MinSandwichBreakHIIT ClubSandwichCircuit EarnYourHoagie 30DaySandwichAbs SandwichRelayRace',
  },
  spoon: {
    gaming:
      'SpoonsCardGameNight 60SecondSpoonStack HideTheGoldenSpoon SpoonCatapultTarget KeepyUppySpoonBalloon GrabTheLastSpoon SpoonFlickFaceOff CanYouFlipASpoon',
    dance:
      'SpoonClackShimmy EggAndSpoonShuffle 30SecondSpoonGroove WoodenSpoonTwirl SpoonfulOfSugarSway DanceWithSpoonOnNose SiblingSpoonBattle TeachUsASpoonMove',
    fitness:
      'EggAndSpoonLunges SpoonBalanceSquats 30DaySpoonAbs SpoonRelayHighKnees TeaspoonTabata WoodenSpoonWorkout 10MinSpoonHIIT CanYouPickUp5Spoons',
    pet: 'CatVsSpoonOnTable DogFindsTheSpoon SpoonFlipKibbleCatch HideTheSpoonGame OneMinuteSpoonStay 7DaySpoonTargetTraining SpoonOnTheSnoot CanYourPupCarryASpoon',
  },
  thermos: {
    prank:
      'MarblesInDadsThermos ThermosGooglyEyes ThermosWearsAHat WrongNameOnThermos ThermosTinyPlushInside CocoaLoveNote JokeUnderTheThermosLid RubberDuckThermos',
    wellness:
      'ThermosTeaRitual WarmHandsThermos ThermosMorningWalk 10MinuteThermosBreak LunchUnderATree SitStillAndSteep 7DayThermosHabit SlowThermosSunday',
    art: 'PaintedThermos ThermosStickerArt ThermosDoodleWrap DrawAThermosIn60Seconds DesignYourThermos CocoaSteamPhoto 7DayThermosSketches SiblingThermosFaceOff',
    fitness:
      'ThermosCurls 30DayThermosAbs ThermosFarmerCarry 10MinThermosWorkout EarnYourCocoa CanYouPlankWithAThermos OverheadThermosPress WalkingThermosLunges',
  },
  turtle: {
    dance:
      'TurtleShellShuffle TeachUsYourTurtleMove SeaTurtleGlide TurtleneckTwist SlowAndSteadyGroove SlowestTurtleBattle 30SecondTurtleDance TurtleHeadPopBop',
    prank:
      'PlushTurtleInTheirBed TurtleRockSurprise TinyTurtleDeskCameo PebbleTurtleArmy TurtleTakeover 100TurtleStickers TurtlesOnEveryShelf TurtleCupcakeParade',
    cooking:
      'TurtleBrownies 3IngredientTurtleBites NoBakeTurtleCheesecake KiwiTurtleToast 15MinuteTurtleSnack TurtleShapedPancakes TurtleCandyCookOff MakeYourLunchATurtle',
    fitness:
      '100TurtleCrawls TurtleShellPlank FlipLikeATurtle 10MinTurtleWorkout SlowAndSteadySquats TurtleWalkLunges TurtlePaceRelay TurtleBackRollCore',
  },
  football: {
    prank:
      'GooglyEyesOnTheFootball FootballLineupIntro 10SecondFootballSurprise TinyFootballForDad RivalFootballTeamDecor FootballChantAlarm CanYouFoolAFootballFan FootballLiveCommentary',
    gaming:
      '10TouchFootballStreak FootballKickForPoints PaperFootballFlick FootballVideoGameDuel 60SecondFootballQuiz CanYouChipAFootball FootballRivalryFaceOff FootballCardTradeOff',
    pet: 'FootballWithMyDog CanYourPetStopAFootball 7DayFootballTricks KittyWatchesFootball PupTouchdownDance FetchTheFootball FootballTugOfWar OneMinuteFootballDrill',
    travel:
      'FootballStadiumTour HomeVsAwayFootball LocalHighSchoolFootball FridayNightFootball ShowUsYourFootballPitch FootballGameDayRoadTrip PlayFootballInANewPark 5TownFootballKickabout',
  },
  bathroom: {
    pet: 'CatFollowsToBathroom DogBathZoomies BathroomSinkKitty 7DayBathroomStay PawsUnderBathroomDoor BathroomPrivacyDenied OneMinuteBathroomWait ShowUsYourBathroomBuddy',
    prank:
      'GooglyEyesInBathroom BathroomMirrorNote TinyBathroomToothbrush DuckArmyTakesBathroom SoapThatWontLather BathroomBalloonFill BathroomPlushAudience BabyPhotoBathroomGallery',
    wellness:
      'BathroomSpaNight DeclutterTheBathroom BathroomSkincareReset 10MinuteBathroomTidy PlantsInTheShower SlowBathroomSunday 7DayBathroomRoutine BathroomEucalyptusHang',
  },
  broom: {
    prank:
      'MysteryBroomAppears BroomMustacheMakeover StandingBroomTrick TinyBroomOnTheDesk CanYourBroomStandUp BroomstickDoorGreeter ExtraGuestIsABroom BroomGooglyEyesHelper',
    travel:
      '5CityBroomPhotoshoot HandmadeBroomHunt BroomWitchyTownWalk BroomAndBinTrailCleanup PackYourBroomstick CanYouSpotABroomAbroad LandmarkBroomFlight PorchBroomSpotting',
    dance:
      'BroomstickTwirl TeachUsYourBroomMove SweepingShuffle DustpanDip DanceWithMyBroom SiblingBroomBattle BroomPartnerWaltz 30SecondBroomGroove',
  },
  denim: {
    cooking:
      'JeansPocketCookies 10MinuteDenimParfait DenimCakeFaceOff DoubleDenimDonuts IndigoSpiralBuns DenimBlueCupcakes 3IngredientDenimMuffins PackADenimPicnic',
    prank:
      'JeansPocketSurprise DenimTwinDay EveryChairWearsDenim DenimPatchOnTheTeddy DadJokeDenimLabels DenimDoodleNote DenimGooglyEyes JeansShrunkInTheWash',
    fitness:
      'JeansSquatTest StretchyDenimYoga 10MinDenimHIIT CanYouTouchToesInDenim 7DayDenimFlexibility WorkwearWorkout DenimDeepLunges DenimBurpeeChallenge',
  },
  'extension cord': {
    dance:
      'ExtensionCordWindUpBop 30SecondExtensionCordJig ExtensionCordTwist ExtensionCordLineDance ExtensionCordRobotGroove MoonwalkTheExtensionCord SideStepExtensionCord PassTheExtensionCord',
    gaming:
      'ExtensionCordColorBingo CanYouCoilAnExtensionCord ExtensionCordRingToss 1MinExtensionCordUntangle KnotPuzzleExtensionCord MazeOfExtensionCords ToyCarTrackExtensionCord ExtensionCordMemoryMatch',
  },
  geography: {
    dance:
      'GeographyMapMoves 30SecondGeographyGroove FlagWaveGeography EquatorLineStep GeoDanceAroundTheWorld 7ContinentGeographyJig SiblingGeographyBattle GeographyConga',
    pet: '7DayGeographyWalkies CatOnMyGeographyBook GeoPetPicksACountry GeographyBreedOriginQuiz DogSpinsTheGlobe GeographyDogWalkRoute GeographyTreatHuntIn60 CanYourPupLearnGeography',
    tech: 'GeographyStreetViewGuess 7DayGeographyStreak GeoZoomFromSpaceToHome 60SecondGeographyRace GeoSatelliteHouseHunt TimeTravelOnMaps GeographyFlagQuizApp PhoneVsAtlasGeography',
  },
  'hot chocolate': {
    fitness:
      'RunForHotChocolate HotChocolateEarnedIt HotChocolateMugCurls CocoaCardio ShovelThenSip 10MinHotChocolateHIIT CanYouEarnHotChocolate 30SquatsPerHotChocolate',
    funny:
      'HotChocolateMustache 5StarHotChocolateCritic CocoaMarshmallowRatio ExpectationVsHotChocolate HotChocolateGlassesFog ImpatientFirstSip NarrateYourHotChocolate HotChocolateSockPuppet',
    gaming:
      'LoserMakesHotChocolate MarshmallowPowerUp HotChocolateChessDuel CocoaCupPong HotChocolateCharades 3RoundHotChocolateQuiz GuessThatHotChocolate 60SecHotChocolateTrivia',
  },
  marathon: {
    music:
      'MarathonSongPerMile 26TrackMarathonPlaylist 30SecondMarathonJingle RockyThemeMarathon ChariotsOfFireCover FinishLineFanfare MarathonCowbellSolo WriteAMarathonCheer',
    prank:
      'BabyPhotoMarathonBanner MarathonHighFiveTunnel GiantHeadMarathonSign WelcomeHomeMarathoner RedCarpetFinish GooglyEyesMarathonShoes TinyMarathonMedalForDad MarathonRibbonAtTheDoor',
    cooking:
      'MarathonCarbLoad PreMarathonPastaParty 3IngredientMarathonBars MarathonBakeOff RaceMorningOats FinishLineFeast MarathonMealPrep 15MinuteMarathonBreakfast',
  },
  'night shift': {
    gaming:
      '5MinuteNightShiftQuiz NightShiftWordChain TriviaForTheNightShift NightShiftHighScore RiddleMeThisNightShift BreakRoomChessDuel CanYouStumpNightShift 3AMNightShiftCharades',
    prank:
      'PizzaForTheNightShift GooglyEyesOnNightShiftMug NightShiftNoteInLunch BananaAsNightShiftPhone BreakfastInBedAtNoon NightShiftNapNook NightShiftCareBasket NightShiftFaceEveryFrame',
    pet: 'NightShiftWelcomeWag 7DayNightShiftCuddles CatNightShiftNap ShowUsYourNightShiftPet SunriseDogWalk KittyGuardsMySleep PupVsNightShiftAlarm NightShiftZoomies',
  },
  smoothie: {
    dance:
      'SmoothieShakeDance 30SecondSmoothieGroove SiblingSmoothieBattle BlenderSmoothieBoogie SmoothOperatorSway BerryBlastBounce SmoothieSipAndSpin TeachUsYourSmoothieMove',
    gaming:
      'GuessTheSmoothieFruit 60SecondSmoothieBuild SmoothieTasteBracket CanYouNameMySmoothie SmoothiePotionMixOff SmoothieIngredientBingo SmoothieDiceRecipe SiblingSmoothieShowdown',
    pet: 'OneMinuteSmoothieSitStay CatSniffsMySmoothie SmoothieBunnyCarrotTop 7DaySmoothieLickMat PawsForASmoothie PetSafeFroyoCubes SmoothiePupcicles ShowUsYourSmoothieBuddy',
  },
  sushi: {
    dance:
      'SushiShuffle 30SecondSushiGroove DoTheSushiRoll WasabiWiggle MakiMoonwalk SushiChefShimmy SiblingSushiBattle TeachUsYourSushiMove',
    fashion:
      'SushiDateFit SushiHairSticks SalmonPinkSushiLook TinySushiEarrings NigiriNails 10MinuteSushiGlowUp 7DaySushiOutfits StyleSushiColors3Ways',
    music:
      'SushiSongParody CanYouBeatboxSushi ChopstickSushiBeat SingTheSushiMenu RollingInTheDeep SushiOrderRap 30SecondSushiJingle SiblingSushiDuet',
  },
  'water balloon': {
    dance:
      'WaterBalloonCatchDance TeachUsAWaterBalloonMove 30SecWaterBalloonGroove PassTheWaterBalloon SplashZoneShuffle SoakedSprinklerSteps SiblingWaterBalloonDuel WaterBalloonJuggleJig',
    music:
      'WaterBalloonPopRhythm WaterBalloonSquishBeat 30SecWaterBalloonTune WaterGlassXylophone SplashSoundtrack SprinklerSymphony SiblingWaterBalloonDuet CanYouDrumAWaterBalloon',
    fashion:
      'WaterBalloonFitCheck WaterBalloonBattleGear WaterproofVsWaterBalloon DressForAWaterFight SplashProofStyle NeonRashGuardLook 3WaterBalloonOutfits 10MinWaterBalloonGlowUp',
  },
  fall: {
    cooking:
      '30MinuteFallSoup FallCiderDonuts 3IngredientFallSnack FallPumpkinSpiceMuffins FallApplePieFaceOff FallBakeOff CozyFallChiliNight ShowUsYourFallPlate',
    educational:
      '7DayFallNatureJournal FallTreeIDWalk WhyLeavesTurnInFall SquirrelsPrepForFall FallSeedSpinners LeafColorLab CanYouSpot5FallSigns 60SecondFallScience',
    pet: 'FallDogLeafPounce PetFallPhotoshoot CatVsFallLeaves 7DayFallWalkies ShowUsYourFallBuddy AutumnZoomies FallBirdFeederWindow OneMinuteFallSniffHunt',
  },
  student: {
    art: 'NotebookDoodleArt StudyNotesLettering 10StudentSketchChallenge StudentSketchbookTour 60SecondStudentPortrait StudentVsTeacherPaintOff DrawAStudentsDay StudentBinderCoverDesign',
    fashion:
      'StudentThriftFlip 10MinuteStudentGetReady GraduationOutfitReveal 5StudentLooksUnder20 FirstDayFitCheck StudentVsTeacherStyle BestDressedStudent StudentBackpackGlowUp',
    tech: '7DayStudentFocusMode StudentDeskSetup StudentAppFaceOff StudentTechUnder50 60SecondStudentHack StudentStudyTimeLapse AITutorForStudents CanYouOutTypeAStudent',
  },
  blender: {
    art: 'BlenderPaperMaking BlenderSeedCards 7DayBlenderColorStudy BerryInkFromBlender DrawYourBlenderIn60 KidVsAdultBlenderArt FruitDyeBlenderPrints BeetrootBlenderPaint',
    wellness:
      'SlowBlenderSunday MindfulBlenderMinute GreenBlenderBreakfast 5MinBlenderReset BlenderSunriseSmoothie BlendThenBreathe 7DayBlenderHabit BlenderBananaMilk',
  },
  climbing: {
    dance:
      '30SecondClimbingGroove ClimbingChalkClap BoulderingBoogie ClimbingMimeMoves HoldHopHustle SiblingClimbingBattle TeachUsAClimbingDance DoTheRockClimber',
    pet: '7DayClimbingTrickTraining ShowUsYourClimbingPet KittenClimbingCourse ClimbingPillowMountain ClimbingCatTreeTour OneMinuteClimbingDash KittyClimbingCastle ClimbingPupSidekick',
  },
  eraser: {
    fashion:
      'EraserBackToSchoolFit 10MinuteEraserGlowUp DressLikeAPinkEraser 7DayEraserOutfits EraserTopperHairClips PencilSkirtEraserLook SewOnEraserButtons StyleEraserColors3Ways',
    prank:
      'EraserThatWontErase EraserSmileyStamps EraserTopperArmy GiantEraserForDad GooglyEyesOnEveryEraser EraserSecretMessage MiniEraserInvasion ZooOfErasersInPencilCase',
  },
  'game night': {
    fashion:
      'CardSuitNailArt GameNightWinnersCrown 10MinuteGameNightGlowUp MatchingGameNightTees GameNightComfyFit StyleGameNightPJs3Ways TeamColorGameNight LoserWearsGameNightHat',
    art: 'GameNightPaintBattle GameNightPaintedPawns RedrawGameNightBoxArt 7DayGameNightDoodles DesignYourOwnBoardGame GameNightBlindDraw SketchTheGameNightCrew 60SecondGameNightPortrait',
  },
  lemonade: {
    prank:
      'GooglyEyedLemonadeJug LemonadeWedgeSmile MiniLemonadeStandForDad PinkLemonadePlotTwist LemonadeThankYouNote LemonadeStrawMustache WrongNameLemonadeSign LemonadeTinyUmbrellas',
    wellness:
      'SlowSipLemonadeSunday LemonadeGratitudeStand LemonadeSourToSweet 3GoodThingsLemonade PorchSwingLemonade SqueezeOutStress BadDayToLemonade 5MinuteLemonadeBreak',
  },
  pancake: {
    dance:
      'PancakeFlipDance PancakeStackShuffle MorningPancakeBop SyrupSlide FlapjackJive 30SecondPancakeGroove SiblingPancakeBattle TeachUsYourPancakeMove',
    tech: 'PancakeFlipInSlowMo CanYouUnflipAPancake AIPancakeShapeIdeas WatchThePancakeBubble SplitScreenPancakeDuel 5ShotPancakeStory 60SecondPancakeEdit PancakeFoodPhotoGlowUp',
  },
  rug: {
    wellness:
      'BarefootRugReset SunPatchRugNap RugStarfishBreathing GroundedOnTheRug 10MinuteRugBreather SlowRugSunday RugYogaUnwind 7DayRugStretch',
    music:
      '30SecondRugJam LivingRoomRugGig RugVsHardwoodSound CutARugAnthem MagicCarpetRideCover SiblingRugDuet RugConcertForOne CanYouDrumOnYourRug',
  },
  sponge: {
    music:
      'SpongeSqueezeBeat 30SecondSpongeJam DrumWithASponge SinkSymphony SqueakyCleanRemix SiblingSpongeDuet CanYouMakeSpongesSing SpongeSquishPercussion',
    cooking:
      'VictoriaSpongeBake SpongeRiseFaceOff SteamedSpongePudding TallestSpongeChallenge 3IngredientSpongeCups 30MinuteSpongeCake SpongeStrawberryShortcake SpongeLemonDrizzle',
  },
  violin: {
    cooking:
      'FitAsAFiddleSmoothie 3IngredientViolinBites ChocolateViolin 30MinuteViolinCake PostRecitalTreats ViolinSugarCookies BakeForYourViolinTeacher ViolinistTeaParty',
    art: 'PaintAnOldViolin ViolinStringArt ViolinistPortrait DrawAViolinInOneLine SheetMusicCollage ViolinColoringFaceOff 7DayViolinDoodles 60SecondViolinDrawing',
  },
  doorbell: {
    fashion:
      'DoorbellCamFitCheck 10SecondDoorbellChange CanYouBeatYourDoorbell AnswerTheDoorbellChic PajamasToPresentable DressedBeforeDingDong DoorbellGlowUp 3DoorbellOutfitsRanked',
    music:
      'DoorbellChimeRemix 30SecondDoorbellJingle DoorbellBeatDrop NewTuneForTheDoorbell KnockAndRingBeatbox DingDongDuet CanYouSingLikeADoorbell 7DayDoorbellSongs',
  },
  snowman: {
    gaming:
      'SnowmanBuildBattle 60SecondSnowmanRace SnowmanDressUpDice CanYouDrawASnowmanBlind KnockDownTheSnowmen SnowFortCaptureFlag PinTheNoseOnSnowman 3RoundSnowmanDuel',
    prank:
      'SnowmanDadLookalike MiniSnowmenFreezer SnowmanArmyOnTheLawn WakeUpToASnowman FrostyTheDoorman SnowmanWearsYourHat GooglyEyedSnowmanSquad TinySnowmanByTheirBed',
  },
  coffee: {
    art: 'PaintWithCoffee LatteArtAttempt 7DayCoffeePaintings CoffeeDoodleFaceOff 60SecondCoffeePortrait CafeSketchCrawl CoffeeFilterButterflies CoffeeStainedPostcards',
  },
  detox: {
    prank:
      'DetoxKindNotesHunt BananaPhoneDetox CardboardLaptopDetox CoverEveryScreenDetox DetoxJigsawReveal DetoxWiFiName DetoxChampionAward GooglyEyesDetoxRemote',
  },
  guitar: {
    fitness:
      'AirGuitarCardio GuitarFingerWorkout OneSongGuitarHIIT AmpAndGuitarLunges PowerChordPushUps GuitarShredPlank 30DayGuitarCore CanYouSquatPlayingGuitar',
  },
  laptop: {
    fashion:
      'LaptopBagFitCheck DIYLaptopSleeve LaptopCaseColorMatch WaistUpLaptopLook DressForTheWebcam 10SecondLaptopRefresh 5LaptopOutfitsUnder20 PajamasVsLaptopCall',
  },
  scissors: {
    tech: 'ScissorChompStopMotion RockPaperScissorsBot 5ClipScissorsMontage OneSnipScissorTransition CanYouEditWithScissors ScissorsGreenScreenTrick ScissorSnowflakeTimelapse 60SecondScissorsReel',
  },
  cat: {
    tech: 'CatNapTimelapse 60SecondCatEdit KeyboardCatTakeover CatCrashesMyVideoCall CatVsBirdsOnTheTablet 7DayCatVlog CatPounceInSlowMo CanYourCatTakeASelfie',
  },
  grandma: {
    dance:
      'TeachGrandmaATrend GrandmaTwistOff SlowWaltzWithNana 30SecondGrandmaGroove GrandmasGotRhythm 7DayGrandmaDanceClass DabWithGrandma MeVsGrandmaBattle',
  },
  'medicine cabinet': {
    gaming:
      'MedicineCabinetRiddles MedicineCabinetEmojiQuiz 1MinMedicineCabinetSort MedicineCabinetMemory FamilyMedicineCabinetDuel GuessWhatsInMedCabinet TriviaMedicineCabinet CharadesMedicineCabinet',
  },
  riddle: {
    travel:
      'RiddleTreasureTrail ShowUsYourRiddleRoute 5StopRiddleHunt RiddleMeThisCity RoadTripRiddles CanYouSolveMyTownRiddle WhereAmIRiddle StatueRiddleWalk',
  },
  'windy day': {
    travel:
      'WindyDayPicnicFail FindTheWindiestSpot GoFlyAKiteWindyDay WindyDayHairDontCare 10MinuteWindyDayWalk ListenToTheWindHike 3StopWindyDayTrip ShowUsYourWindyDayView',
  },
};
