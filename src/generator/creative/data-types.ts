import type { ChallengeType } from '../types';

/**
 * The shape of the Creative style's data: the formats real challenges use, and what we know about
 * the keywords creators type most. Data only, written by hand, one file per challenge type under a
 * language's folder (`en/formats/fitness.ts`, `en/keywords/fitness.ts`); another language is a new
 * folder of the same files.
 *
 * Words are PascalCase and joined without spaces, as they appear in a hashtag: `DownDog`,
 * `SunSalutation`, `MateInOne`. A list of words is one string, separated by spaces, so a file reads
 * like a dictionary.
 */

/**
 * What a format's slots are filled with:
 *
 * - `{K}` the keyword as the visitor typed it (cleaned): `Yoga`, `MorningYoga`, `Minecraft`.
 * - `{T}` a thing that belongs with the keyword: a tool, a place, a part, a result, a person.
 * - `{M}` a move: something one does, performs, makes or attempts with it (a pose, a trick, a
 *   dish, a build, a route, a skill).
 * - `{V}` a verb that belongs with the keyword, in its base form (`Stretch`, `Knead`, `Shred`).
 * - `{Day}` a day of the week that alliterates with the word right before it (`{T}{Day}` gives
 *   `WhiskerWednesday`, `FlowFriday`; a word whose first letter no day shares leaves the format out).
 *
 * - `{Allit}` one of the type's `alliterations` that begins with the sound of the word right before
 *   it (`{K}{Allit}` gives `MailboxMural` in art, `BlenderBoogie` in dance, `CupcakeCalculus` in
 *   educational; a word no alliteration shares leaves the format out).
 *
 * A format holds at most one of `{T}`, `{M}`, `{V}`, at most one of `{Day}`, `{Allit}`, and `{K}`
 * at most once.
 */
export type FormatText = string;

/**
 * A type's formats in families: each family is one idea (counts of days, time limits, contests,
 * days of the week, invitations, the type's own habits …), and a draw takes at most two formats of
 * a family, and never one format twice.
 */
export type FormatFamilies = Readonly<Record<string, readonly FormatText[]>>;

/** Space-separated PascalCase words. */
export type WordString = string;

/**
 * What we know about one keyword. Every field is optional, but an entry must give enough of its
 * own words to fill a draw (the data test says how many).
 */
export interface KeywordEntry {
  /** Things that belong with the keyword, for `{T}`. */
  readonly things?: WordString;
  /** Moves, for `{M}`. */
  readonly moves?: WordString;
  /** Verbs in their base form, for `{V}`. */
  readonly verbs?: WordString;
  /**
   * Whole names of the keyword's own, without the '#': idioms, invitations that read as a sentence
   * (`BakeYourBoule`, `IfItFitsISits`, `FindTheFork`).
   */
  readonly names?: WordString;
  /**
   * The few of its words anyone knows the keyword by, whatever the challenge type: some of its
   * things, moves and verbs (volcano: `Lava Eruption Erupt`; pizza: `Slice Cheese Pepperoni`;
   * rubber duck: `Duck Bathtub Quack`). Another type's formats take only these: its other words were
   * chosen for its own type (a lawn mower's earmuffs, a rubber duck's jeep), and blind judges read
   * them in another type's names as off-keyword (#EarmuffsInClay, #JeepAroundTheWorld).
   */
  readonly core?: WordString;
  /**
   * Up to four words for the keyword's world that stand where it stands, before another type's
   * word, and still say it: a setting, an occasion, a short form (cowgirl: `Rodeo WildWest
   * HighNoon`; football: `Matchday Stadium`; pajamas: `Bedtime PJ`). Another type's draw puts one
   * in a name or two (#RodeoSpeedrun, #MatchdayMasterpiece), as a person would who knows the thing:
   * blind judges picked the other set's #HighNoonGaming and #BedtimeBrainBoost over our
   * #BootsSideQuest, a part of the thing beside the type ("meaningless pairing").
   */
  readonly scenes?: WordString;
  /** Other ways of typing the keyword that are not plurals or spacing (`kitty kitten` for cat). */
  readonly also?: string;
  /** True when the keyword itself reads as a verb (`run`, `bake`, `knit`): it may fill `{V}`. */
  readonly verb?: boolean;
  /**
   * How the keyword is written in a hashtag when that is not simply capitalised: `iPhone`,
   * `TikTok`, `PS5`. The same letters as the keyword, ignoring case and spaces.
   */
  readonly spelled?: string;
  /** The type whose file the entry is in: set by the build, never written by hand. */
  readonly type?: ChallengeType;
}

/** One type's keywords: lower-case keyword (spaces allowed: `ice cream`) → what we know of it. */
export type KeywordEntries = Readonly<Record<string, KeywordEntry>>;

/** A type's own formats, and its own words for keywords that no entry knows. */
export interface TypeFormats {
  /**
   * Formats that read with any keyword a visitor types (a dog, grandma, Paris, Monday): its `{K}`
   * formats are drawn for a keyword of another type that `ownKeywordsFrom` leaves out.
   */
  readonly families: FormatFamilies;
  /**
   * Formats in which the keyword is one of the type's own things (the dish in cooking, the garment
   * in fashion, the game in gaming): #CookieGlowUp, #OneHoodieThreeWays. Drawn for a keyword this
   * type's entries know, or that no entry knows (most likely one of the type's own things), in
   * place of the `{K}` formats of `families`, which blind judges read as filler beside them
   * (#HoodieNailArt, #CookieInspiredRecipe). A family named as one of `families` is the same idea:
   * a draw takes one of them.
   */
  readonly ownKeywordFamilies: FormatFamilies;
  /**
   * Keywords of other types that `ownKeywordFamilies` read with too: the fitness, gaming, cooking
   * … keywords a speed challenge races (#SwimmingPersonalBest, #OmeletteSpeedrun), or `'any'`
   * type's, where the formats fit anything (funny: #ExcelStruggles, #GrandmaInANutshell). Blind judges read the formats for any keyword as filler beside such a
   * pair (#SmoothieMantra, #SwimmingTurboMode); a type left out reads wrong (a dog in cooking:
   * #DogTasteTest), and keeps the formats for any keyword.
   */
  readonly ownKeywordsFrom?: 'any' | readonly ChallengeType[];
  /**
   * False where a keyword no entry knows is as likely anything at all as one of the type's own
   * things: a pet draw's own formats make an animal of it (#SpotTheBroccoli, #BroccoliVoiceover),
   * a dance draw's a dance (#LearnGroceryStoreWithMe). It then draws the formats for any keyword.
   */
  readonly unknownReadsAsOwn?: false;
  /**
   * Formats for a keyword of another type, filled with one of its words, and with the keyword
   * too where they read with it: each says this type in its own words, so the keyword's thing,
   * move or verb reads as part of it (speed with laundry: #FoldItFast; art with Starbucks:
   * #StarbucksCupArt; prank with a kitchen: #KitchenSaltSwap). Blind judges picked such names,
   * which know the pair, over the keyword before a stock format eight times over
   * (#LaundryTurboMode, #LearnGroceryStoreWithMe), and marked a name without the keyword down
   * when the other set said it. A family named as one of `families` is the same idea: a draw
   * takes one of them.
   */
  readonly crossFamilies: FormatFamilies;
  /**
   * For a keyword of one of these types, the only families of `families` and `crossFamilies`
   * drawn. A food in a pet challenge reads as feeding it to the pet (#MyPetRatesHotDog: a blind
   * judge's "encourages feeding pets processed meat"; #MyDogTriesChocolate), so only the pet
   * watching, judging or explaining stays (#HowMyDogSeesPizza, #MyCatJudgesPizza).
   */
  readonly onlyFamiliesFor?: Partial<Record<ChallengeType, readonly string[]>>;
  /** Shared families this type leaves out (a 30-day streak is the wrong message for gaming). */
  readonly skipShared?: readonly string[];
  /**
   * Nouns that say the type after any keyword or thing, for `{Allit}`: what a name is when it is
   * this type's (art: `Mural Masterpiece Sketch`; dance: `Boogie Shuffle Strut`). Blind judges
   * picked the other set's alliterated pairs (#MailboxMasterpiece, #SprinkleScience,
   * #SmoothieShuffle) over our keyword before a stock word, eight names alike.
   */
  readonly alliterations?: WordString;
  /** Words of the type itself, used for `{T}`, `{M}`, `{V}` when the keyword has no entry. */
  readonly words: Required<Pick<KeywordEntry, 'things' | 'moves' | 'verbs'>>;
}

/** What the engine needs to know of a language itself. */
export interface Language {
  /** The days of the week, for `{Day}`. */
  readonly days: readonly string[];
  /** Lower-case words a name may say more than once. */
  readonly smallWords: readonly string[];
  /**
   * Lower-case words of the formats themselves that names on screen together may share
   * (`challenge`, `day`); any other word of ours says an idea, and a draw says each once.
   */
  readonly genericWords: readonly string[];
  /**
   * Lower-case words a hashtag writes in capitals (`adhd` → `ADHD`), for a keyword no entry spells.
   */
  readonly acronyms: readonly string[];
  /** Words that say one idea between them (`minute`, `second`): a draw says each idea once. */
  readonly ideas: Readonly<Record<string, readonly string[]>>;
}

/**
 * Names written for a keyword in another type's draw, by that type: three each (mop in dance:
 * `MopAndPop SweepTheBeat DanceWithYourMop`). Keyed by the keyword as its entry is.
 */
export type PairNames = Readonly<
  Record<string, Readonly<Partial<Record<ChallengeType, WordString>>>>
>;
