/**
 * The Creative style's candidates: the formats of a type and the shared ones, filled with what we
 * know of the keyword (its things, moves and verbs), and the keyword's own ready-made names. For a
 * keyword no entry knows, the draw picks the type's formats for its own keywords, which take the
 * keyword alone; the type's own words fill the rest only when those run out (a long More names
 * series, a keyword too long to join).
 *
 * A candidate keeps the rules every name keeps: no misreading across a join, no word said twice,
 * at most {@link MAX_NAME_LENGTH} characters after '#' unless the keyword alone is longer.
 */
import { foldWord, saysAgain, saysOf, wordsOfName, type Placement } from '../keyword-words';
import { misreadsAcrossJoins } from '../misreadings';
import type { Candidate, NameSource } from '../name-draw';
import { pickIndex, type Random } from '../random';
import type { ChallengeType } from '../types';
import type { CreativeData } from './creative-data';
import { alliterates, MAX_NAME_LENGTH, SLOT, soundOf, wordsOf, type Slot } from './data-rules';
import type { FormatFamilies, KeywordEntry, TypeFormats } from './data-types';
import { singularsOf, type Known } from './knowledge';

/**
 * How often a pick reaches for each kind of name when the keyword is known: its own ready-made
 * names (written for it: #BakeYourBoule), formats filled with its words (#CrowPoseChallenge), and formats
 * that take the keyword (#RamenFiveWays). A kind with nothing to give is left out; an unknown
 * keyword has only the last. Most names say the keyword: in round 7, both blind judges marked a
 * name without it down as "no link to the keyword" whenever the other set said it in nearly every
 * name (#BroadJumpADay for burpees, #SlurpChallenge for ramen, #OverTheRainbow for a ukulele).
 * Its own words without it read as "off-keyword" when they name a neighbour of the keyword
 * (#LungeReps and #BoxJumpChallenge for squats, #PerfectMuffins for banana bread: round 11, at
 * two picks in ten), and in round 15 they made the weakest name of most draws (#ArcherWithMe for
 * pull ups, #StagePuzzle for a spelling bee, #SneakerHack for cargo pants); at one pick in
 * twenty-three they were still among the weakest names of rounds 19–21 (#OneMoreSideStep for
 * lunges, #OneMorePulse for a wall sit, #JumpLikeABoss for Geometry Dash), and round 20 picked our
 * draws as often without them, so a pick never reaches for them: they wait with the reserve,
 * once the rest run out. Its own names are the judges' favourites: at five picks in eleven, our
 * own-type draws were picked 12 times in 30 against 7 at three in ten (round 15), and in rounds
 * 22–26 judges named one the weakest of a draw once in eleven shown, a format's name once in
 * seven; in rounds 29–31, once in fifteen against a format's once in four, and in rounds 33–35
 * once in fifteen against once in six. So an entry has eight to ten, and a pick reaches for them
 * at 200 in 208: about 6.5 a draw of the keywords judged so far (6.1 at 64 in 72, 4.4 at sixteen
 * in twenty-four; the rest are refused by the draw's rules; round 36 picked our draws 45 times in
 * 80 at 200, 35 at 64), leaving the formats a count, a time limit or a contest for the rest.
 *
 * A keyword known for another type (office in a cooking draw) gives not its own ready-made names
 * (written for its type) but those written for it in this type's draws, if the data has them
 * (mop in dance: #SweepTheBeat; blind judges picked the other set 57 times in 60 for such
 * keywords, in round 23, whose names are all written for the pair). Judges named one the weakest
 * of its draw once in 27 shown in rounds 33–35, a format's name once in ten, and in round 41 a
 * format's name was the weakest of its draw 61 times in 120, with under a third of the names
 * shown. There are three, six for the everyday things most often typed for another type, or eight
 * for the most everyday, and a pick reaches for them as for an entry's own: about 2.7 of three a
 * draw, 5.9 of six and 7.4 of eight (at sixty in sixty-eight: 2.5, 5.7 and 6.7), the rest
 * refused by the draw's rules.
 * Its words fill only the type's formats for another type's keyword (`crossFamilies`: #FoldItFast
 * for laundry in speed, #BrushToTheBeat for a dentist in music), and only once the rest run out:
 * chosen for its own type, they made most of the names both judges called worst in round 10
 * (#BootsCake for a snow day in cooking, #HatHistory for a hedgehog in educational), and still did
 * at one name a draw in rounds 23 and 25 (#NapkinCookies for a lunchbox, #LearnToColor for a
 * rainbow, #MeVsTheBeard for a garden gnome). The type's formats for its own words drifted off
 * the type in blind judging (#StaplerHack) and wait for a long More names series. (The type's
 * formats for its own keywords may still take the keyword: `ownKeywordsFrom`.)
 *
 * Another type's keyword also lends its scenes (a setting, an occasion that says it: Rodeo for a
 * cowboy, Matchday for football) to the formats that begin with the keyword (#RodeoSpeedrun,
 * #MatchdayMasterpiece): the other set's names that blind judges picked for such a keyword cross
 * its world with the type (#HighNoonGaming, #BedtimeBrainBoost). Judged on their own they changed
 * nothing (round 23: 3 picks in 60 against 2), and in rounds 36–38 judges named one the weakest of
 * its draw once in three shown, a name with the keyword once in ten ("no cucumber at all" for
 * #SummerPaintAlong, "no wind" for #BlusteryDayPopArt): a pick never reaches for them (both kinds
 * of keyword); they wait with the reserve, for a long More names series.
 */
const KIND_WEIGHTS = { own: 200, words: 0, keyword: 6, alliterated: 2, scene: 0 } as const;
/** `In60`, `In10` at the end of a part or before a capital: a time limit with no word for it. */
const TIME_COUNT = /In[0-9]+(?![0-9a-z])/;
const TIME_IDEA = 'idea:time';
const ONLY_DIGITS = /^\p{Nd}+$/u;
/** A text ending in the word "A" (BuildA, A): the article of the word after it. */
const ARTICLE_A = /(?:^|\p{Ll})A$/u;
const VOWEL_FIRST = /^[AEIOUaeiou]/;
/** A word in this many of a type's own formats is its voice, not an idea of one name. */
const VOICE_FORMATS = 3;
/** Room a keyword longer than the cap leaves for a format's own words. */
const LONG_KEYWORD_ROOM = 12;
/**
 * Short names read best (judges preferred 10–18 letters): a pick longer than the keyword plus
 * this many letters, and than {@link SHORT_NAME}, is passed over four times in five. In round 9,
 * a quarter of our names were longer than 18 letters, and 7% of the other set's (at one time in
 * two; at four in five, 15%).
 */
const SHORT_NAME = 18;
const ROOM_BESIDE_KEYWORD = 8;
const LONG_NAME_SKIP = 0.8;

/**
 * An index in [0, size) that favours the first: the data lists its words most recognisable
 * first, and a newcomer should meet those most.
 */
function pickFavouringFirst(draw: number, size: number): number {
  return pickIndex(draw * draw, size);
}

type WordSlot = 'T' | 'M' | 'V';

interface Piece {
  /** Fixed text, or the slot it stands for. */
  readonly text?: string;
  readonly slot?: Slot;
}

interface Format {
  readonly text: string;
  readonly family: string;
  readonly pieces: readonly Piece[];
  /** The one slot a word of the keyword's fills, if any. */
  readonly wordSlot: WordSlot | null;
  /** The piece that alliterates with the one before it ({Day}, {Allit}), or -1. */
  readonly echoAt: number;
  /** Drawn only once every other candidate is shown. */
  readonly reserve: boolean;
}

const parsed = new Map<string, readonly Piece[]>();

function piecesOf(format: string): readonly Piece[] {
  let pieces = parsed.get(format);
  if (pieces === undefined) {
    const list: Piece[] = [];
    format.split(SLOT).forEach((text, index) => {
      if (index % 2 === 1) list.push({ slot: text as Slot });
      else if (text !== '') list.push({ text });
    });
    pieces = list;
    parsed.set(format, pieces);
  }
  return pieces;
}

function formatOf(text: string, family: string): Omit<Format, 'reserve'> {
  const pieces = piecesOf(text);
  const wordSlot = pieces.find((p) => p.slot === 'T' || p.slot === 'M' || p.slot === 'V')?.slot;
  const echoAt = pieces.findIndex((piece) => alliterates(piece.slot));
  return { text, family, pieces, wordSlot: (wordSlot as WordSlot | undefined) ?? null, echoAt };
}

/** The words of a fixed text or a word of ours, split once: our texts are few and met again. */
const splitWords = new Map<string, readonly string[]>();
function wordsOfOurs(text: string): readonly string[] {
  let words = splitWords.get(text);
  if (words === undefined) {
    words = wordsOfName(text).map((word) => word.toLowerCase());
    splitWords.set(text, words);
  }
  return words;
}

const NO_FORMATS: TypeFormats = {
  families: {},
  ownKeywordFamilies: {},
  crossFamilies: {},
  words: { things: '', moves: '', verbs: '' },
};

/** A format that takes the keyword and no word of its: the keyword is what it is about. */
const takesKeywordAlone = (format: Omit<Format, 'reserve'>) =>
  format.wordSlot === null && format.pieces.some((piece) => piece.slot === 'K');

/**
 * A format a scene may fill: one that begins with the keyword and takes no word of its, so the
 * scene reads as the setting of the type's word (#RodeoSpeedrun), never as the thing a sentence is
 * about (#DrawYourRodeo).
 */
const takesScene = (format: Omit<Format, 'reserve'>) =>
  format.wordSlot === null && format.pieces[0]?.slot === 'K';

/**
 * A type's formats, the shared ones it takes, then the reserve (used only once others run out).
 * For a keyword the type's own formats read with (`ownKeyword`: one it knows, or one it takes from
 * another type), the formats written for its own things come first, and the keyword formats
 * written for anything wait with the reserve. For a keyword of another type, the formats for its
 * words are the type's cross formats; the rest wait with the reserve. A type may keep only some of
 * its families for another type's keywords (`onlyFamiliesFor`: a food in a pet draw).
 */
function formatsOf(
  type: ChallengeType,
  own: TypeFormats,
  data: CreativeData,
  ownKeyword: boolean,
  otherType: ChallengeType | undefined,
): readonly Format[] {
  const only = otherType === undefined ? undefined : own.onlyFamiliesFor?.[otherType];
  const skipped = new Set(own.skipShared);
  const useOwn = ownKeyword && Object.keys(own.ownKeywordFamilies).length > 0;
  const list: Format[] = [];
  const add = (
    families: FormatFamilies,
    owner: string,
    reserve: (format: Omit<Format, 'reserve'>) => boolean,
  ) => {
    for (const [family, texts] of Object.entries(families)) {
      if (owner === 'shared' && skipped.has(family)) continue;
      if (owner === type && only !== undefined && !only.includes(family)) continue;
      for (const text of texts) {
        const format = formatOf(text, `${owner}:${family}`);
        // Beside the families a type keeps for such a keyword, its words say nothing of the type
        // (#OnionsChallenge in a pet draw).
        if (owner !== type && only !== undefined && format.wordSlot !== null) continue;
        list.push({ ...format, reserve: reserve(format) });
      }
    }
  };
  const reserveWords = (format: Omit<Format, 'reserve'>) =>
    otherType !== undefined && format.wordSlot !== null;
  if (otherType !== undefined) add(own.crossFamilies, type, () => false);
  if (useOwn) add(own.ownKeywordFamilies, type, () => false);
  add(
    own.families,
    type,
    (format) => (useOwn && takesKeywordAlone(format)) || reserveWords(format),
  );
  add(data.shared, 'shared', reserveWords);
  add(data.reserve, 'reserve', () => true);
  return list;
}

/**
 * Whether the type's formats for its own keywords read with this keyword: one of its own, one of
 * another type it takes, or one no entry knows. A keyword we do not know is most likely one of the
 * type's things that no list could hold (a dish typed for cooking, a town for travel, a new game
 * for gaming): blind, the formats for any keyword gave it #TteokbokkiCakePops and
 * #CappadociaStaycation, its own formats #TteokbokkiThreeWays and #CappadociaWorthTheHype. Not in
 * a type whose own formats make a thing of it that it may well not be (`unknownReadsAsOwn`).
 */
function readsAsOwn(type: ChallengeType, formats: TypeFormats, entry: KeywordEntry | undefined) {
  const from = formats.ownKeywordsFrom;
  if (entry === undefined) return formats.unknownReadsAsOwn ?? true;
  if (entry.type === undefined || entry.type === type || from === 'any') return true;
  return from?.includes(entry.type) ?? false;
}

/**
 * The keyword as names say it: a brand or name as it is written (iPhone, TikTok) when the visitor
 * typed just that; the singular when they typed a plural of a keyword we know (Tacos → Taco, as
 * in #TacoTasteTest); else as typed.
 */
function writtenKeyword(
  keyword: string,
  lower: string,
  known: Known | null,
  acronyms: ReadonlySet<string>,
): string {
  const spelled = known?.entry.spelled;
  if (known === null || known.key === lower) return spelled ?? inCapitals(keyword, acronyms);
  if (!singularsOf(lower).includes(known.key)) return inCapitals(keyword, acronyms);
  if (spelled !== undefined) return spelled;
  // PushUps → PushUp keeps the visitor's capitals; Puppies → Puppy needs the key's letters.
  if (lower.startsWith(known.key)) return keyword.slice(0, known.key.length);
  return known.key.charAt(0).toUpperCase() + known.key.slice(1);
}

/** The keyword with each of its words that is an acronym in capitals: NycMarathon → NYCMarathon. */
function inCapitals(keyword: string, acronyms: ReadonlySet<string>): string {
  return keyword
    .split(/(?=\p{Lu})/u)
    .map((word) => (acronyms.has(word.toLowerCase()) ? word.toUpperCase() : word))
    .join('');
}

/** A word said twice across a join reads as a typo (#TuckInInOneTake, from TuckIn + InOneTake). */
function repeatsAcrossJoin(parts: readonly string[], keywordAt: number): boolean {
  const wordsAt = (i: number) =>
    i === keywordAt
      ? wordsOfName(parts[i] ?? '').map((word) => word.toLowerCase())
      : wordsOfOurs(parts[i] ?? '');
  for (let i = 1; i < parts.length; i++) {
    const before = wordsAt(i - 1);
    if (before.length > 0 && before[before.length - 1] === wordsAt(i)[0]) return true;
  }
  return false;
}

const lowerCase = (text: string) => text.toLowerCase();

const WORD_START = /[\p{Lu}\p{Nd}]/u;

/**
 * The name with each whole-word run of the keyword's letters, in any case, written as `keyword`.
 *
 * @example
 * sayingAs('ChachaSlideCupcakes', 'ChaChaSlide'); // 'ChaChaSlideCupcakes'
 * sayingAs('PartyStart', 'Art'); // 'PartyStart': no word of it is "Art"
 */
export function sayingAs(name: string, keyword: string): string {
  const lower = name.toLowerCase();
  const wanted = keyword.toLowerCase();
  // A letter whose lower case is longer (İ) would shift every index after it.
  if (lower.length !== name.length || wanted.length !== keyword.length) return name;
  let said = name;
  for (
    let at = lower.indexOf(wanted);
    at !== -1 && wanted !== '';
    at = lower.indexOf(wanted, at + 1)
  ) {
    const end = at + wanted.length;
    const startsWord = at === 0 || WORD_START.test(name.charAt(at));
    const endsWord = end === name.length || WORD_START.test(name.charAt(end));
    if (startsWord && endsWord) said = said.slice(0, at) + keyword + said.slice(end);
  }
  return said;
}

/**
 * The verb a word of -ing says (lower case), in each spelling it may have: dating's "date" (and
 * "dat"), waacking's "waack", wrapping's "wrap".
 *
 * @example
 * verbsOf('wrapping'); // ['wrapp', 'wrappe', 'wrap']
 */
function verbsOf(word: string): string[] {
  const stem = word.endsWith('ing') ? word.slice(0, -3) : '';
  if (stem.length < 3) return [];
  const doubled = /([bdglmnprt])\1$/.test(stem) ? [stem.slice(0, -1)] : [];
  return [stem, `${stem}e`, ...doubled];
}

/** The length of a text in code points: a low surrogate after a high one is the same one. */
function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xdc00 || code > 0xdfff) count++;
  }
  return count;
}

/**
 * The Creative candidates for a keyword and type, from data loaded for them.
 *
 * @example
 * const source = creativeSource('Yoga', 'fitness', data);
 * source.all().some((c) => c.name === '#DownDogDare'); // true with the yoga entry
 */
export function creativeSource(
  keyword: string,
  type: ChallengeType,
  data: CreativeData,
): NameSource {
  const says = saysOf(keyword);
  // A word of -ing says its verb too: card shuffling's #ShuffleLikeAPro says the keyword.
  const keywordVerbs = new Set(says.words.flatMap(verbsOf));
  const known = data.known;
  const entry = known?.entry;
  const small = new Set<string>(data.language.smallWords);
  const generic = new Set<string>(data.language.genericWords);
  const ideaOf = new Map<string, string>();
  for (const [idea, words] of Object.entries(data.language.ideas)) {
    for (const word of words) ideaOf.set(word, `idea:${idea}`);
  }
  // An idea the keyword says already (a day: Monday) is not said again (#MondayTriviaTuesday),
  // but the keyword's own word is no second saying: a written #ClockTowerSelfie keeps its clock.
  const keywordIdeas = new Set(says.words.map((word) => ideaOf.get(word)));
  const keywordLength = codePoints(keyword);
  const cap = keywordLength > MAX_NAME_LENGTH ? keywordLength + LONG_KEYWORD_ROOM : MAX_NAME_LENGTH;
  const preferred = Math.max(SHORT_NAME, keywordLength + ROOM_BESIDE_KEYWORD);

  const fallback = data.formats.words;
  // The type of a keyword known for another type (office in a cooking draw).
  const otherType = entry?.type === type ? undefined : entry?.type;
  const acronyms = new Set(data.language.acronyms);
  const written = writtenKeyword(keyword, says.lower, known, acronyms);
  // A plural the visitor typed reads as a noun before another word in the singular (#TacoTasteTest,
  // #PancakeSwitcheroo) and as the thing itself at the end as typed (#MyPetHatesSocks). A keyword
  // found under one of its words (flower pot under flower) is written as typed throughout.
  const key = known?.key ?? says.lower;
  const writtenLast =
    key === says.lower
      ? written
      : singularsOf(says.lower).includes(key) && says.lower.startsWith(key)
        ? `${written}${keyword.slice(key.length)}`
        : inCapitals(keyword, acronyms);
  const verbs = wordsOf(entry ? entry.verbs : fallback.verbs);
  // A keyword that is itself a verb ('bake', not 'baking') may fill {V} as typed.
  if (entry?.verb === true && known?.key === says.lower) verbs.push(written);
  const everyWord: Record<WordSlot, readonly string[]> = {
    T: wordsOf(entry ? entry.things : fallback.things),
    M: wordsOf(entry ? entry.moves : fallback.moves),
    V: verbs,
  };
  // Another type's draw picks only the words anyone knows the keyword by (#LavaCake, not
  // #CraterCake), and none that is a word of the keyword (#TruckBeats for a garbage truck: round
  // 21); the others wait with the reserve, for a long More names series. A keyword found under
  // one of its words is not that word's thing (a cheese grater is no cheese, a paper towel no beach
  // towel): another type's draw picks none of them (#BeachBeats, #HayNails in round 19).
  const underAWord = known?.underAWord === true;
  const core =
    otherType === undefined || entry?.core === undefined
      ? null
      : new Set(underAWord ? [] : wordsOf(entry.core));
  const picked = (word: string) =>
    core === null ||
    (core.has(word) && !says.words.includes(foldWord(word.toLowerCase()))) ||
    word === written;
  const pools: Record<WordSlot, readonly string[]> = {
    T: everyWord.T.filter(picked),
    M: everyWord.M.filter(picked),
    V: everyWord.V.filter(picked),
  };
  // Ready-made names are written for their keyword and type. Another type's draw shows those
  // written for it in this type's draws instead (mop in dance: #SweepTheBeat), never the entry's
  // own, not even once its formats run out (#DipItInChocolate in a pet draw). A keyword found under
  // one of its words shows none (#PufferHack for a leather jacket: round 21). One found as another
  // spelling of an entry shows its names as written, the entry's keyword too (#TryNotToLaugh for
  // laughter, #PhoneFreeDinner for a smartphone): an alias is the same thing, and without them
  // such a draw was formats alone, a format's name the weakest of its draw 58 times in 120 at a
  // quarter of the names (round 44, where six keywords of thirty were typed as an alias). Each says
  // the keyword as the formats do (#ChaChaSlideCupcakes, never #ChachaSlideCupcakes beside it: a
  // name differing only in case is the same name).
  const ownNames = (
    underAWord ? [] : otherType === undefined ? wordsOf(entry?.names) : wordsOf(data.pairNames)
  ).map((name) => sayingAs(name, written));
  const writtenNames = new Set(ownNames.map((name) => `#${name}`.toLowerCase()));
  // Its scenes stand for it in another type's draw; a keyword found under one of its words is not
  // that word's world (a paper towel is no beach day).
  const scenes = otherType !== undefined && !underAWord ? wordsOf(entry?.scenes) : [];

  const typeFormats = data.type === type ? data.formats : NO_FORMATS;
  const formats = formatsOf(
    type,
    typeFormats,
    data,
    readsAsOwn(type, typeFormats, entry),
    otherType,
  );
  // The type's own voice (Dance in a dance type's formats, Prank in a prank type's) may come back
  // in a draw like Challenge does: only the other words of a name say its idea.
  const voiceCount = new Map<string, number>();
  for (const format of formats) {
    if (!format.family.startsWith(`${type}:`)) continue;
    const said = new Set<string>();
    for (const piece of format.pieces) {
      for (const word of wordsOfOurs(piece.text ?? '')) said.add(foldWord(word));
    }
    for (const word of said) voiceCount.set(word, (voiceCount.get(word) ?? 0) + 1);
  }
  for (const [word, count] of voiceCount) if (count >= VOICE_FORMATS) generic.add(word);
  // A scene that is also one of the keyword's words names the same thing a format for its words
  // does ({K}Workout with DownDog is {M}Workout with it; {K}{Allit} with KrabbyPatty and Quiz is
  // {T}Quiz with it): the name is that format's, so a name is one format's and a draw still takes
  // each format once.
  const wordTails = new Set(
    formats.flatMap((format) =>
      format.wordSlot !== null && format.pieces[0]?.slot === format.wordSlot
        ? [format.text.slice(`{${format.wordSlot}}`.length)]
        : [],
    ),
  );
  // So is a scene whose name another format spells in other capitals: Ringside with {K}Quest is
  // Ring with {T}SideQuest, Riverside with it is River with {K}SideQuest. One name in two
  // spellings would be two candidates.
  const entryWords = [...everyWord.T, ...everyWord.M, ...everyWord.V].map(lowerCase);
  const lowerTails = new Set([...wordTails].map(lowerCase));
  const keywordTails = new Set(
    formats.flatMap((format) =>
      format.wordSlot === null && format.pieces[0]?.slot === 'K'
        ? [lowerCase(format.text.slice('{K}'.length))]
        : [],
    ),
  );
  const writtenLower = lowerCase(written);
  const sceneFits = (format: Format, scene: string, echo: string) => {
    const name = lowerCase(
      scene + format.text.slice('{K}'.length).replace(/\{(?:Allit|Day)\}/, echo),
    );
    return (
      !entryWords.some(
        (word) => name.startsWith(word) && lowerTails.has(name.slice(word.length)),
      ) && !(name.startsWith(writtenLower) && keywordTails.has(name.slice(writtenLower.length)))
    );
  };
  const fillable = (format: Format) =>
    format.wordSlot === null || (pools[format.wordSlot].length > 0 && entry !== undefined);
  // What a pick chooses from: a kind of name, then a family of formats of that kind, then one of
  // the family's formats.
  const byKind = {
    words: new Map<string, Format[]>(),
    keyword: new Map<string, Format[]>(),
    alliterated: new Map<string, Format[]>(),
    scene: new Map<string, Format[]>(),
  };
  for (const format of formats) {
    if (format.reserve || !fillable(format)) continue;
    const families =
      format.wordSlot !== null
        ? byKind.words
        : format.pieces[format.echoAt]?.slot === 'Allit'
          ? byKind.alliterated
          : byKind.keyword;
    const list = families.get(format.family) ?? [];
    list.push(format);
    families.set(format.family, list);
    if (scenes.length > 0 && takesScene(format)) {
      byKind.scene.set(format.family, [...(byKind.scene.get(format.family) ?? []), format]);
    }
  }
  interface Kind {
    readonly weight: number;
    readonly families: readonly Format[][] | null;
    /** A scene stands in the keyword's place. */
    readonly scene: boolean;
  }
  const kinds: Kind[] = [];
  if (ownNames.length > 0) {
    kinds.push({ weight: KIND_WEIGHTS.own, families: null, scene: false });
  }
  for (const kind of ['words', 'keyword', 'alliterated', 'scene'] as const) {
    const families = [...byKind[kind].values()];
    if (families.length > 0 && KIND_WEIGHTS[kind] > 0) {
      kinds.push({ weight: KIND_WEIGHTS[kind], families, scene: kind === 'scene' });
    }
  }
  const totalWeight = kinds.reduce((total, kind) => total + kind.weight, 0);
  const kindAt = (draw: number) => {
    let left = draw * totalWeight;
    for (const kind of kinds) {
      left -= kind.weight;
      if (left < 0) return kind;
    }
    return kinds[kinds.length - 1];
  };

  // A day alliterates by its letter (#TacoThursday), the type's words by their sound. A word that
  // makes another format's text is left to that format ({K}{Allit} with Blitz is {K}Blitz): a name
  // is one format's, and a draw takes each format once.
  const alliterations = wordsOf(typeFormats.alliterations);
  let formatTexts: ReadonlySet<string> | undefined;
  const alliterationsFor = new Map<string, readonly string[]>();
  const alliterating = (format: Format, slot: Slot, word: string) => {
    if (slot === 'Day') return data.language.days.filter((day) => day.charAt(0) === word.charAt(0));
    const sound = soundOf(word);
    const key = `${format.text} ${sound}`;
    let found = alliterationsFor.get(key);
    if (found === undefined) {
      const texts = (formatTexts ??= new Set(formats.map((other) => other.text)));
      found = alliterations.filter(
        (other) => soundOf(other) === sound && !texts.has(format.text.replace('{Allit}', other)),
      );
      alliterationsFor.set(key, found);
    }
    return found;
  };

  /**
   * Checks a name built of parts (the keyword at `keywordAt`, -1 if absent) against the rules. Its
   * variety parts are the format, if any, and every content word of ours it says: a draw says
   * each once, so two names never share an idea (two packing lists, two battery tests).
   */
  const candidate = (
    parts: readonly string[],
    keywordAt: number,
    format: string | null,
    family: string | undefined,
  ): Candidate | null => {
    const body = parts.join('');
    if (codePoints(body) > (keywordAt === -1 ? MAX_NAME_LENGTH : cap)) return null;
    // A hashtag of digits alone (#808101) is no hashtag on the platforms.
    if (ONLY_DIGITS.test(body)) return null;
    const ours = new Set<string>();
    const variety: string[] = [];
    for (let i = 0; i < parts.length; i++) {
      if (i === keywordAt) continue;
      const words = wordsOfOurs(parts[i] ?? '');
      // A bare count after In (#CubeIn60) is a time limit too.
      if (TIME_COUNT.test(parts[i] ?? '')) variety.push(TIME_IDEA);
      for (let w = 0; w < words.length; w++) {
        const lower = words[w] ?? '';
        if (small.has(lower) || /^[0-9]+$/.test(lower)) continue;
        const folded = foldWord(lower);
        if (ours.has(folded)) return null;
        ours.add(folded);
        const idea = ideaOf.get(folded);
        const keywordsOwn = says.words.includes(folded) || keywordVerbs.has(folded);
        if (idea !== undefined && keywordIdeas.has(idea) && !keywordsOwn) return null;
        if (!generic.has(folded) && !keywordsOwn) {
          variety.push(idea ?? `word:${folded}`);
        }
        if (keywordAt === -1) continue;
        const placement: Placement =
          i === keywordAt - 1 && w === words.length - 1
            ? 'before'
            : i === keywordAt + 1 && w === 0
              ? 'after'
              : 'apart';
        if (saysAgain(says, lower, folded, placement)) return null;
      }
    }
    if (misreadsAcrossJoins(parts) || repeatsAcrossJoin(parts, keywordAt)) return null;
    const name = `#${body}`;
    if (format === null) return { name, parts: variety };
    return family === undefined
      ? { name, parts: variety, format }
      : { name, parts: variety, format, family };
  };

  /**
   * The parts of a format filled with `word`, and the keyword's place among them (-1 when a scene
   * stands in its place: its words are ours, kept to every rule ours are).
   */
  const fill = (format: Format, word: string, echo: string, scene: string) => {
    const parts: string[] = [];
    let keywordAt = -1;
    for (const piece of format.pieces) {
      if (piece.text !== undefined) {
        parts.push(piece.text);
        continue;
      }
      let filled = alliterates(piece.slot) ? echo : word;
      if (piece.slot === 'K' && scene !== '') filled = scene;
      else if (piece.slot === 'K') {
        keywordAt = parts.length;
        filled = piece === format.pieces[format.pieces.length - 1] ? writtenLast : written;
      }
      // "A" before a vowel reads "An" (#BuildAnElectricianLevel, not #BuildAElectricianLevel).
      const before = parts.at(-1);
      if (before !== undefined && ARTICLE_A.test(before) && VOWEL_FIRST.test(filled)) {
        parts[parts.length - 1] = `${before}n`;
      }
      parts.push(filled);
    }
    return { parts, keywordAt };
  };

  /** The words that may alliterate in a format filled with `word`: [''] when it takes none. */
  const echoOptions = (format: Format, word: string, scene: string): readonly string[] => {
    const slot = format.pieces[format.echoAt]?.slot;
    if (slot === undefined) return [''];
    const before = format.pieces[format.echoAt - 1];
    const keywordText = scene === '' ? written : scene;
    return alliterating(format, slot, before?.slot === 'K' ? keywordText : (before?.text ?? word));
  };

  // Each candidate is worked out once: a visitor draws again and again from one source.
  const built = new Map<Format | string, Map<string, Candidate | null>>();
  const once = (owner: Format | string, key: string, make: () => Candidate | null) => {
    let known = built.get(owner);
    if (known === undefined) {
      known = new Map();
      built.set(owner, known);
    }
    let found = known.get(key);
    if (found === undefined) {
      found = make();
      known.set(key, found);
    }
    return found;
  };

  const formatCandidate = (
    format: Format,
    word: string,
    echo: string,
    scene = '',
  ): Candidate | null =>
    once(format, `${word} ${echo} ${scene}`, () => {
      const { parts, keywordAt } = fill(format, word, echo, scene);
      const found = candidate(parts, keywordAt, format.text, format.family);
      // A written name a format also makes, in any case (#SnowDaySingAlong, #SnowDaySingalong),
      // is the written one's: a name is one candidate's, so a link finds what a draw showed.
      if (found === null || writtenNames.has(found.name.toLowerCase())) return null;
      return format.reserve ? { ...found, reserve: true } : found;
    });

  // A ready-made name is one part: its inner joins are the data's to keep (the data tests).
  // The keyword said in a written name is the keyword, not words of ours, as typed or as another
  // of its names: #ChatGPTPlansMyDay and #ChatGPTPicksMyOutfit share no word "chat", nor
  // #ChaChaSpinChallenge a "cha" twice, nor hiking's #HikeYourAge and #TrashTagHike a "hike" (a
  // draw of such a keyword showed one written name and seven formats', or four).
  const keywordForms = [written, ...(known === null ? [] : [known.key, ...wordsOf(entry?.also)])]
    .map(lowerCase)
    .filter((form) => form !== '')
    .flatMap((form) => [form, ...verbsOf(form)]);
  const ownCandidate = (name: string) =>
    once('own', name, () => {
      const lower = lowerCase(name);
      for (const form of keywordForms) {
        for (let at = lower.indexOf(form); at !== -1; at = lower.indexOf(form, at + 1)) {
          const end = at + form.length;
          // Only whole words: #ShowMeYourLoafers says "loafers", not "loafer" and an s. A word
          // starts at a capital, or where the keyword is written as it is spelled (#MyiPadSetup).
          const startsWord =
            at === 0 || WORD_START.test(name.charAt(at)) || name.startsWith(written, at);
          const endsWord = end === name.length || WORD_START.test(name.charAt(end));
          if (startsWord && endsWord) {
            const parts = [name.slice(0, at), name.slice(at, end), name.slice(end)];
            return candidate(parts, 1, null, undefined);
          }
        }
      }
      return candidate([name], -1, null, undefined);
    });

  /** A pick too long to read well is mostly passed over. */
  const shortEnough = (found: Candidate | null, random: Random) =>
    found === null || codePoints(found.name) - 1 <= preferred || random() >= LONG_NAME_SKIP
      ? found
      : null;

  let all: Candidate[] | undefined;
  return {
    pick(random: Random) {
      const kind = kindAt(random());
      if (kind === undefined) return null;
      if (kind.families === null) {
        return ownCandidate(ownNames[pickFavouringFirst(random(), ownNames.length)] ?? '');
      }
      const family = kind.families[pickIndex(random(), kind.families.length)] ?? [];
      const format = family[pickIndex(random(), family.length)];
      if (format === undefined) return null;
      const pool = format.wordSlot === null ? [''] : pools[format.wordSlot];
      const word = pool[pickFavouringFirst(random(), pool.length)] ?? '';
      const scene = kind.scene ? (scenes[pickFavouringFirst(random(), scenes.length)] ?? '') : '';
      const echoes = echoOptions(format, word, scene);
      if (echoes.length === 0) return null;
      const echo = echoes[pickIndex(random(), echoes.length)] ?? '';
      if (scene !== '' && !sceneFits(format, scene, echo)) return null;
      return shortEnough(formatCandidate(format, word, echo, scene), random);
    },
    all() {
      if (all !== undefined) return all;
      const list: Candidate[] = [];
      const seen = new Set<string>();
      const add = (found: Candidate | null) => {
        if (found === null || seen.has(found.name.toLowerCase())) return;
        seen.add(found.name.toLowerCase());
        list.push(found);
      };
      for (const name of ownNames) add(ownCandidate(name));
      for (const format of formats) {
        const pool = format.wordSlot === null ? [''] : everyWord[format.wordSlot];
        for (const word of pool) {
          // A word no pick reaches for waits with the reserve: any for the type's own keyword or one
          // no entry knows (#SwayAndFreeze for a frying pan), and another type's outside its core.
          // At 64 in 72 for the written names, a draw that had shown them all reached the fill one
          // time in six, and word formats came back (#CargosUpcycle for a puffer jacket,
          // #PerfectGuard for a rottweiler: the weakest of round 34 to all four judges).
          const waits = format.wordSlot !== null && (otherType === undefined || !picked(word));
          for (const echo of echoOptions(format, word, '')) {
            const found = formatCandidate(format, word, echo);
            add(found === null || !waits ? found : { ...found, reserve: true });
          }
        }
        if (format.reserve || !takesScene(format)) continue;
        for (const scene of scenes) {
          for (const echo of echoOptions(format, '', scene)) {
            if (sceneFits(format, scene, echo)) add(formatCandidate(format, '', echo, scene));
          }
        }
      }
      all = list;
      return all;
    },
  };
}
