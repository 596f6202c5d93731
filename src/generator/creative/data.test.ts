import { describe, expect, it } from 'vitest';
import { CHALLENGE_TYPES, type ChallengeType } from '../types';
import { CREATIVE_KEYWORD_COUNT } from './summary';
import { wordsOfName } from '../keyword-words';

/** Issue 17: the keywords creators type most, across the fifteen types. */
const CREATIVE_KEYWORDS_WANTED = 2000;
import {
  TYPE_MINIMUMS,
  entryProblems,
  formatProblems,
  pairProblems,
  saysKeyword,
  keyOf,
  soundOf,
  typeFormatsProblems,
  wordsOf,
} from './data-rules';
import type {
  FormatFamilies,
  KeywordEntries,
  KeywordEntry,
  PairNames,
  TypeFormats,
} from './data-types';
import { FORMATS_BY_TYPE, RESERVE_FORMATS, SHARED_FORMATS } from './en/formats';
import { KEYWORDS_BY_TYPE } from './en/keywords';
import {
  CLARIFIED_PAIR_NAMES,
  FILLED_PAIR_NAMES,
  PAIR_ADDITIONS,
  PAIR_CHALLENGE_SHAPES,
  PAIR_CLARITY,
  PAIR_FILLS,
  MERGED_PAIR_NAMES,
  PAIR_NAMES,
  PAIR_REWRITES,
  PAIR_SAFETY_READ,
  PAIR_SECOND_CLARITY,
  PAIR_NEW_KEYWORDS,
  PAIR_UPGRADES,
  RECLARIFIED_PAIR_NAMES,
  SAFE_PAIR_NAMES,
  UPGRADED_PAIR_NAMES,
  WRITTEN_PAIR_NAMES,
} from './en/pairs';

/** Each keyword's other spellings (`also`), which say it as well as it does. */
const ALIASES_OF = new Map(
  CHALLENGE_TYPES.flatMap((type) =>
    Object.entries(KEYWORDS_BY_TYPE[type] as KeywordEntries).map(
      ([keyword, entry]) => [keyword, wordsOf(entry.also)] as const,
    ),
  ),
);

describe.each(CHALLENGE_TYPES)('the %s data', (type) => {
  const keywords: KeywordEntries = KEYWORDS_BY_TYPE[type];

  it(`knows at least ${TYPE_MINIMUMS.keywords} keywords, each with enough words of its own`, () => {
    const problems = Object.entries(keywords).flatMap(([key, entry]) => entryProblems(key, entry));
    expect(problems).toEqual([]);
    expect(Object.keys(keywords).length).toBeGreaterThanOrEqual(TYPE_MINIMUMS.keywords);
  });

  it('has its formats and words in order', () => {
    expect(typeFormatsProblems(FORMATS_BY_TYPE[type], Object.keys(SHARED_FORMATS))).toEqual([]);
  });

  it('repeats no shared or reserve format', () => {
    const sharedFamilies: FormatFamilies = { ...SHARED_FORMATS, ...RESERVE_FORMATS };
    const shared = new Set(Object.values(sharedFamilies).flat());
    const { families, ownKeywordFamilies, crossFamilies }: TypeFormats = FORMATS_BY_TYPE[type];
    const repeated = [families, ownKeywordFamilies, crossFamilies]
      .flatMap((list) => Object.values(list))
      .flat()
      .filter((format) => shared.has(format));
    expect(repeated).toEqual([]);
  });
});

describe('the data rules', () => {
  it('hear how a word begins, not only its letter', () => {
    expect(['Phone', 'Funk'].map(soundOf)).toEqual(['f', 'f']);
    expect(['Ceiling', 'Cider', 'Sock'].map(soundOf)).toEqual(['s', 's', 's']);
    expect(['Cat', 'Kite', 'Quiz', 'Chrome', 'Chemistry'].map(soundOf)).toEqual(Array(5).fill('k'));
    expect(['Shoe', 'Chair', 'Think', 'Knit', 'Whale'].map(soundOf)).toEqual([
      'sh',
      'ch',
      'th',
      'n',
      'w',
    ]);
  });

  it('put {Allit} right after a slot, never beside a {Day}', () => {
    expect(formatProblems('{K}{Allit}')).toEqual([]);
    expect(formatProblems('{T}{Allit}Challenge')).toEqual([]);
    expect(formatProblems('My{Allit}{K}')).not.toEqual([]);
    expect(formatProblems('{K}{Day}{Allit}')).not.toEqual([]);
    expect(formatProblems('{Allit}')).not.toEqual([]);
  });

  it('ask a type that alliterates for enough words, beginning enough ways', () => {
    const base = FORMATS_BY_TYPE.fitness;
    const withFormat = {
      ...base,
      families: { ...base.families, made: ['{K}{Allit}'] },
    };
    const few = typeFormatsProblems({ ...withFormat, alliterations: 'Sweat Sprint' });
    expect(few).toContain(`2 alliterations, at least ${TYPE_MINIMUMS.alliterations}`);
    const oneSound = Array.from({ length: 30 }, (_, i) => `S${'a'.repeat(i + 1)}`).join(' ');
    expect(typeFormatsProblems({ ...withFormat, alliterations: oneSound })).toContain(
      `alliterations begin 1 ways, at least ${TYPE_MINIMUMS.alliterationSounds}`,
    );
  });

  it('refuse a {K} format that says an alliteration in another spelling: one name, two candidates', () => {
    const music = FORMATS_BY_TYPE.music;
    const withFormat = (format: string) => ({
      ...music,
      families: { ...music.families, singing: [format] },
    });
    expect(music.alliterations).toContain('Singalong');
    expect(typeFormatsProblems(withFormat('{K}SingAlong'))).toContain(
      '"{K}SingAlong" and the alliteration "Singalong" are one word',
    );
    expect(typeFormatsProblems(withFormat('{K}Singalong'), Object.keys(SHARED_FORMATS))).toEqual(
      [],
    );
  });
});

// Every keyword we know, of every type, as the keyword a visitor may pair with any type.
const EVERY_KEYWORD = CHALLENGE_TYPES.flatMap((type) => Object.keys(KEYWORDS_BY_TYPE[type]));

describe.each(CHALLENGE_TYPES)('the %s alliterations', (type) => {
  it('begin like at least 85% of the keywords we know', () => {
    const sounds = new Set(wordsOf(FORMATS_BY_TYPE[type].alliterations).map(soundOf));
    const found = EVERY_KEYWORD.filter((keyword) => sounds.has(soundOf(keyword))).length;
    expect(found / EVERY_KEYWORD.length).toBeGreaterThanOrEqual(0.85);
  });
});

describe('the shared data', () => {
  it(`knows at least ${CREATIVE_KEYWORDS_WANTED} keywords, the count the site states`, () => {
    const count = CHALLENGE_TYPES.reduce(
      (total, type) => total + Object.keys(KEYWORDS_BY_TYPE[type]).length,
      0,
    );
    expect(count).toBeGreaterThanOrEqual(CREATIVE_KEYWORDS_WANTED);
    expect(CREATIVE_KEYWORD_COUNT).toBe(count);
  });

  it('has its formats in order', () => {
    const shared: FormatFamilies = SHARED_FORMATS;
    expect(Object.values(shared).flat().flatMap(formatProblems)).toEqual([]);
  });

  it("names only families a type has where it keeps some for another type's keywords", () => {
    const pet = FORMATS_BY_TYPE.pet;
    expect(
      typeFormatsProblems(
        { ...pet, onlyFamiliesFor: { cooking: ['eyes', 'treats'] } },
        Object.keys(SHARED_FORMATS),
      ),
    ).toEqual(['onlyFamiliesFor cooking: "treats" is no family of the type']);
  });

  it('takes core words only from the entry, and at least two', () => {
    const lava = { things: 'Lava Crater', moves: 'LavaFlow', verbs: 'Erupt' };
    const problems = (core: string) =>
      entryProblems('volcano', { ...lava, core }).filter((p) => p.includes('core'));
    expect(problems('Lava Erupt')).toEqual([]);
    expect(problems('Lava Magma')).toEqual(['volcano: core "Magma" is not one of its words']);
    expect(problems('Lava')).toEqual(['volcano: 1 core, at least 2']);
  });

  it('takes no written name that is a roulette: judges could not tell what to do', () => {
    const lava = { things: 'Lava Crater', moves: 'LavaFlow', verbs: 'Erupt' };
    const problems = (names: string) =>
      entryProblems('volcano', { ...lava, names }).filter((p) => p.includes('roulette'));
    expect(problems('LavaLampRoulette BakeAVolcano')).toEqual([
      'volcano: "LavaLampRoulette" is a roulette, which says no challenge',
    ]);
    expect(problems('RouletteOfLava BakeAVolcano')).toEqual([]);
  });

  it('takes up to four scenes an entry, each a short PascalCase word that is not the keyword', () => {
    const lava = { things: 'Lava Crater', moves: 'LavaFlow', verbs: 'Erupt' };
    const problems = (scenes: string) =>
      entryProblems('volcano', { ...lava, scenes }).filter((p) => /scene|one word/.test(p));
    expect(problems('Eruption LavaFlow')).toEqual([]);
    expect(problems('Volcanoes')).toEqual(['volcano: scene "Volcanoes" is the keyword']);
    expect(problems('Ash Ash')).toEqual(['volcano: scenes has "Ash" twice']);
    expect(problems('A B C D E')).toEqual(['volcano: 5 scenes, at most 4']);
    expect(problems('Lavaflow')).toEqual(['volcano: "LavaFlow" and "Lavaflow" are one word']);
    expect(problems('ThePompeiiEruption')).toEqual([
      'volcano scenes "ThePompeiiEruption" is over 14 characters',
    ]);
  });

  it('writes three names for each other type, or six to eight, for a keyword, each one hashtag, for a keyword we know', () => {
    const typeOf = new Map(
      CHALLENGE_TYPES.flatMap((type) => Object.keys(KEYWORDS_BY_TYPE[type]).map((k) => [k, type])),
    );
    const problems = Object.entries(PAIR_NAMES).flatMap(([keyword, names]) => {
      const own = typeOf.get(keyword);
      return own === undefined ? [`${keyword}: no entry`] : pairProblems(keyword, own, names);
    });
    expect(problems).toEqual([]);
    // The rules themselves.
    const six = 'MopAndPop SweepTheBeat MopWaltz MopSlide SqueakyMoves BucketBounce';
    const mop = {
      funny: 'MopJoke',
      dance: 'MopMop MopAndPop',
      music: 'MopRoulette',
      art: six,
      gaming: 'MopQuest MopSpeedrun MopBossLevel',
    };
    expect(pairProblems('mop', 'funny', mop)).toEqual(
      expect.arrayContaining([
        'mop: names for its own type funny',
        'mop dance: 2 names, not 3, 6, 7 or 8',
        'mop dance: "MopMop" says "mop" twice',
        'mop gaming: 3 names, where another type has 6',
        'mop music: "MopRoulette" is a roulette, which says no challenge',
        'mop fitness: 0 names, not 3, 6, 7 or 8',
      ]),
    );
    // A keyword that says a word twice may be said whole, and nothing else twice.
    const game = `RedLightGreenLightDash LightsOutRedLight ${wordsOf(six).slice(2).join(' ')}`;
    expect(pairProblems('red light green light', 'gaming', { funny: game })).toEqual(
      expect.arrayContaining([
        'red light green light funny: "LightsOutRedLight" says "light" twice',
      ]),
    );
    expect(
      pairProblems('red light green light', 'gaming', { funny: game }).filter((problem) =>
        problem.includes('RedLightGreenLightDash'),
      ),
    ).toEqual([]);
  });

  it('adds a seventh or eighth pair name only where it says the keyword', () => {
    const silent = [...PAIR_ADDITIONS, ...PAIR_FILLS].flatMap((added) =>
      Object.entries(added).flatMap(([keyword, byType]) =>
        Object.values(byType).flatMap((list) =>
          wordsOf(list).filter(
            (name) => !saysKeyword(keyword, ALIASES_OF.get(keyword) ?? [], name),
          ),
        ),
      ),
    );
    expect(PAIR_ADDITIONS.length).toBeGreaterThan(0);
    expect(PAIR_FILLS.length).toBeGreaterThan(0);
    expect(silent).toEqual([]);
    // What says it: from the start of a word, plural or singular, an alias too.
    expect(saysKeyword('waffle', [], 'FiveMinuteWaffles')).toBe(true);
    expect(saysKeyword('candy', [], 'CandiesGalore')).toBe(true);
    expect(saysKeyword('french fries', [], 'FrenchFryFaceOff')).toBe(true);
    expect(saysKeyword('hot chocolate', ['hotcocoa'], 'HotCocoaCarols')).toBe(true);
    expect(saysKeyword('waffle', [], 'BerryTopperBlitz')).toBe(false);
    expect(saysKeyword('art', [], 'PartyTime')).toBe(false);
    expect(saysKeyword('french fries', [], 'FriesVsOnionRings')).toBe(false);
    expect(saysKeyword('hair dryer', [], 'HairbrushShowstopper')).toBe(false);
  });

  /**
   * Which lists a pass that rewrites lists whole may take (by their count of names before it), and
   * how many names it leaves (the same count if undefined for a pass that may change it).
   */
  interface PassRule {
    readonly takes: (count: number) => boolean;
    readonly leaves?: (count: number) => number;
  }
  const EVERYDAY_LISTS: PassRule = { takes: (count) => count >= 6 };
  const EVERYDAY_LISTS_KEPT_COUNT: PassRule = { ...EVERYDAY_LISTS, leaves: (count) => count };
  const LISTS_OF_THREE_TO_EIGHT: PassRule = { takes: (count) => count === 3, leaves: () => 8 };
  const NEW_LISTS_OF_EIGHT: PassRule = { takes: (count) => count === 0, leaves: () => 8 };
  const ANY_LIST_KEPT_COUNT: PassRule = { takes: (count) => count > 0, leaves: (count) => count };

  /** What a pass that rewrites lists whole did wrong, against the lists before it. */
  function rewriteFaults(
    rewrites: readonly PairNames[],
    before: PairNames,
    rule: PassRule,
  ): string[] {
    return rewrites.flatMap((rewrite) =>
      Object.entries(rewrite).flatMap(([keyword, byType]) =>
        Object.entries(byType).flatMap(([type, list]) => {
          const old = wordsOf(before[keyword]?.[type as ChallengeType]);
          const kept = new Set(old.map((name) => name.toLowerCase()));
          const names = wordsOf(list);
          const fresh = names.filter((name) => !kept.has(name.toLowerCase()));
          const count = rule.leaves?.(old.length);
          return [
            ...(rule.takes(old.length) ? [] : [`${keyword} ${type}: not a list it may rewrite`]),
            ...(count !== undefined && names.length !== count
              ? [`${keyword} ${type}: ${names.length} names, not ${count}`]
              : []),
            ...fresh
              .filter((name) => !saysKeyword(keyword, ALIASES_OF.get(keyword) ?? [], name))
              .map((name) => `${keyword} ${type}: ${name}`),
          ];
        }),
      ),
    );
  }

  /** A keyword's list of `count` names for some type, and that type. */
  function aListOf(names: PairNames, count: number): [string, ChallengeType, string[]] {
    for (const [keyword, byType] of Object.entries(names)) {
      for (const [type, list] of Object.entries(byType)) {
        if (wordsOf(list).length === count) return [keyword, type as ChallengeType, wordsOf(list)];
      }
    }
    throw new Error(`no list of ${count}`);
  }

  it('lets the joinability pass rewrite only everyday lists, each new name saying the keyword', () => {
    expect(PAIR_REWRITES.length).toBeGreaterThan(0);
    expect(rewriteFaults(PAIR_REWRITES, WRITTEN_PAIR_NAMES, EVERYDAY_LISTS)).toEqual([]);
  });

  it('lets the clarity pass rewrite names of everyday lists only, each new one saying the keyword', () => {
    expect(PAIR_CLARITY.length).toBeGreaterThan(0);
    expect(rewriteFaults(PAIR_CLARITY, FILLED_PAIR_NAMES, EVERYDAY_LISTS_KEPT_COUNT)).toEqual([]);
    // A made-up pass that drops the keyword, shortens a list or rewrites a list of three is caught.
    const [keyword, type, names] = aListOf(FILLED_PAIR_NAMES, 8);
    const bad: PairNames = {
      [keyword]: { [type]: ['BerryTopperBlitz', ...names.slice(2)].join(' ') },
    };
    expect(rewriteFaults([bad], FILLED_PAIR_NAMES, EVERYDAY_LISTS_KEPT_COUNT)).toHaveLength(2);
    const [other, otherType, three] = aListOf(FILLED_PAIR_NAMES, 3);
    const notEveryday: PairNames = { [other]: { [otherType]: three.join(' ') } };
    expect(rewriteFaults([notEveryday], FILLED_PAIR_NAMES, EVERYDAY_LISTS)).toHaveLength(1);
  });

  it('makes only lists of three into lists of eight, each new name saying the keyword', () => {
    expect(PAIR_UPGRADES.length).toBeGreaterThan(0);
    expect(rewriteFaults(PAIR_UPGRADES, CLARIFIED_PAIR_NAMES, LISTS_OF_THREE_TO_EIGHT)).toEqual([]);
    // A made-up upgrade of a list of eight, or of three to two names, is caught.
    const [keyword, type, eight] = aListOf(CLARIFIED_PAIR_NAMES, 8);
    const [other, otherType, three] = aListOf(CLARIFIED_PAIR_NAMES, 3);
    const bad: PairNames = {
      [keyword]: { [type]: eight.join(' ') },
      [other]: { [otherType]: three.slice(0, 2).join(' ') },
    };
    expect(rewriteFaults([bad], CLARIFIED_PAIR_NAMES, LISTS_OF_THREE_TO_EIGHT).sort()).toEqual(
      [
        `${keyword} ${type}: not a list it may rewrite`,
        `${other} ${otherType}: 2 names, not 8`,
      ].sort(),
    );
  });

  it('lets the second clarity pass rewrite names of everyday lists only, each new one saying the keyword', () => {
    expect(PAIR_SECOND_CLARITY.length).toBeGreaterThan(0);
    expect(
      rewriteFaults(PAIR_SECOND_CLARITY, UPGRADED_PAIR_NAMES, EVERYDAY_LISTS_KEPT_COUNT),
    ).toEqual([]);
  });

  it('adds new keywords with eight names for every other type, each saying the keyword', () => {
    expect(PAIR_NEW_KEYWORDS.length).toBeGreaterThan(0);
    expect(rewriteFaults(PAIR_NEW_KEYWORDS, RECLARIFIED_PAIR_NAMES, NEW_LISTS_OF_EIGHT)).toEqual(
      [],
    );
    // A made-up list for a keyword we had, or a new keyword's list of seven, is caught.
    const [keyword, type, eight] = aListOf(RECLARIFIED_PAIR_NAMES, 8);
    const [fresh, freshType, freshList] = aListOf(PAIR_NEW_KEYWORDS[0] ?? {}, 8);
    const bad: PairNames = {
      [keyword]: { [type]: eight.join(' ') },
      [fresh]: { [freshType]: freshList.slice(1).join(' ') },
    };
    expect(rewriteFaults([bad], RECLARIFIED_PAIR_NAMES, NEW_LISTS_OF_EIGHT).sort()).toEqual(
      [
        `${keyword} ${type}: not a list it may rewrite`,
        `${fresh} ${freshType}: 7 names, not 8`,
      ].sort(),
    );
  });

  /**
   * The words that gave the safety reads their names (`PAIR_SAFETY_READ`): a name holding one of
   * them, as a whole word of its PascalCase, in any list; in a pet list also the pet words; in a
   * prank or funny list also the prank words. The second read's words follow the first's.
   */
  const SAFETY_READ_WORDS =
    /^(roofs?|rooftops?|creeks?|rivers?|lakes?|lakeside|cliffs?|ledges?|balcony|fires?|flames?|flaming|candles?|lighters?|bonfires?|campfires?|knife|knives|blades?|razors?|chili|chilli|chilis|spicy|wasabi|jalapeno|habanero|hotsauce|dares?|stunts?|traffic|highway|escalators?|stairs|staircase|steering|driving|sleepless|nosleep|allnighter|breath|chug|chugging|swallow|gulp|gulping|fake|faked|spill|spills|scare|scares|jumpscare|strangers?|battery|batteries|socket|outlets?|magnets?|laser|bleach|detergent|vape|beer|wine|cocktails?|bets?|betting|casino|gamble|kiss|kissing|sexy|booty|naked|boiling|fireworks?|sparklers?|firecrackers?|backflips?|ladders?|blindfold(ed)?|roadside|rails?|railway)$/i;
  const PET_SAFETY_READ_WORDS =
    /^(chocolate|grapes?|raisins?|onions?|garlic|bones?|gum|costumes?|lily|lilies|essential|xylitol|strings?|ribbons?|yarn|socks?|hats?|sunglasses|outfit|dressup|wig|bath|perfume|spray|balloons?)$/i;
  const SECOND_SAFETY_READ_WORDS =
    /^(icicles?|icy|pond|ponds|pool|pools|tide|dive|diving|underwater|bathtub|plunge|climb|climbing|treetop|trampoline|parkour|zipline|torch|blowtorch|microwave|toaster|scissors|needles?|machete|sword|swords|shards?|hotglue|borax|pods?|chlorine|sanitizer|mouthwash|medicine|pills?|melatonin|caffeine|espresso|cinnamon|reaper|gallon|mukbang|marshmallows?|chubby|detox|cleanse|fasting|diet|skinny|weighin|shave|shaving|haircut|tattoo|piercing|henna|seatbelt|dashboard|dashcam|drivethru|nailgun|chainsaw|plug|wire|cord|spoonful|mouthful|lockin|locked|trapped|suitcase|dryer|trunk|gun|guns|slingshot|airsoft|paintball|darts|throw|throwing|catapult|wildlife)$/i;
  const SECOND_PET_SAFETY_READ_WORDS =
    /^(bandanas?|tiaras?|crown|bows?|tutu|cape|boots|shoes|goggles|glasses|jersey|sweater|pajamas|onesie|diaper|mask|antlers|horns|crinkle|avocado|coffee|macadamia|nuts|peanuts?|tinsel|mistletoe|poinsettia|milk|cucumber|vacuum|ice|grapes|tomato|cheese|bread|popcorn|candy|cake|cookies?|icecream|dye|dyed|snow|bubblegum)$/i;
  const PRANK_SAFETY_READ_WORDS =
    /^(swap|swapped|switcheroo|sneak|sneaky|ambush|trap|traps|roast|spider|spiders|snake|snakes|bugs?|cockroach|mousetrap|shock|shocked|glue|slime|shaving|salt|sugar|hidden|hide)$/i;
  const readForSafety = (name: string, type: string) =>
    wordsOfName(name).some(
      (word) =>
        SAFETY_READ_WORDS.test(word) ||
        SECOND_SAFETY_READ_WORDS.test(word) ||
        (type === 'pet' &&
          (PET_SAFETY_READ_WORDS.test(word) || SECOND_PET_SAFETY_READ_WORDS.test(word))) ||
        ((type === 'prank' || type === 'funny') && PRANK_SAFETY_READ_WORDS.test(word)),
    );

  it('lets the safety read replace only names it read, in any list, each new one saying the keyword', () => {
    expect(PAIR_SAFETY_READ.length).toBeGreaterThan(0);
    expect(rewriteFaults(PAIR_SAFETY_READ, MERGED_PAIR_NAMES, ANY_LIST_KEPT_COUNT)).toEqual([]);
    const unread = PAIR_SAFETY_READ.flatMap((read) =>
      Object.entries(read).flatMap(([keyword, byType]) =>
        Object.entries(byType).flatMap(([type, list]) => {
          const kept = new Set(wordsOf(list));
          return wordsOf(MERGED_PAIR_NAMES[keyword]?.[type as ChallengeType])
            .filter((name) => !kept.has(name) && !readForSafety(name, type))
            .map((name) => `${keyword} ${type}: ${name}`);
        }),
      ),
    );
    expect(unread).toEqual([]);
    // The words count whole: a lake, a fake or costume in a pet list; not a cake, nor a costume party.
    expect(readForSafety('LakeJumpDare', 'travel')).toBe(true);
    expect(readForSafety('PetCostumeParade', 'pet')).toBe(true);
    expect(readForSafety('PetCostumeParade', 'fashion')).toBe(false);
    expect(readForSafety('CakeFakeOut', 'funny')).toBe(true);
    expect(readForSafety('CupcakeOutfit', 'funny')).toBe(false);
    expect(readForSafety('SaltSugarSwap', 'prank')).toBe(true);
    expect(readForSafety('RecipeSwap', 'cooking')).toBe(false);
    expect(readForSafety('DogBandanaDay', 'pet')).toBe(true);
  });

  /**
   * A new name of the challenge-shape pass that fakes, swaps, sneaks, hides or ambushes in a prank
   * or funny list, or holds a human food in a pet list the keyword does not name: the kinds of
   * name the safety reads replaced most, which this pass (after them) must not bring back.
   */
  const PRANK_TRICKS = /^(fake|swap|swapped|switcheroo|sneak|sneaky|hidden|hide|ambush)$/i;
  const PET_FOODS =
    /^(chocolate|coffee|cheese|bread|balloon|marshmallow|popcorn|cake|cookies?|milk|candy|avocado|nuts|peanuts?)$/i;
  const bringsBackRisk = (keyword: string, type: string, name: string) =>
    wordsOfName(name).some(
      (word) =>
        ((type === 'prank' || type === 'funny') && PRANK_TRICKS.test(word)) ||
        (type === 'pet' &&
          PET_FOODS.test(word) &&
          !wordsOfName(keyword).some(
            (own) => own.toLowerCase() === word.toLowerCase().replace(/s$/, ''),
          )),
    );

  it('lets the challenge-shape pass rewrite names of everyday lists only, each new one saying the keyword and bringing back no trick or pet food', () => {
    expect(PAIR_CHALLENGE_SHAPES.length).toBeGreaterThan(0);
    expect(
      rewriteFaults(PAIR_CHALLENGE_SHAPES, SAFE_PAIR_NAMES, EVERYDAY_LISTS_KEPT_COUNT),
    ).toEqual([]);
    const risky = PAIR_CHALLENGE_SHAPES.flatMap((pass) =>
      Object.entries(pass).flatMap(([keyword, byType]) =>
        Object.entries(byType).flatMap(([type, list]) => {
          const old = new Set(
            wordsOf(SAFE_PAIR_NAMES[keyword]?.[type as ChallengeType]).map((name) =>
              name.toLowerCase(),
            ),
          );
          return wordsOf(list)
            .filter((name) => !old.has(name.toLowerCase()))
            .filter((name) => bringsBackRisk(keyword, type, name))
            .map((name) => `${keyword} ${type}: ${name}`);
        }),
      ),
    );
    expect(risky).toEqual([]);
    expect(bringsBackRisk('taco', 'prank', '10SecondTacoSwap')).toBe(true);
    expect(bringsBackRisk('dog', 'pet', 'PupCheesePlate')).toBe(true);
    expect(bringsBackRisk('grilled cheese', 'pet', 'KittyLoafVsGrilledCheese')).toBe(false);
    expect(bringsBackRisk('taco', 'cooking', 'TacoSwapNight')).toBe(false);
  });

  it('has pair names for every keyword we know, so another type never draws formats alone', () => {
    const without = CHALLENGE_TYPES.flatMap((type) =>
      Object.keys(KEYWORDS_BY_TYPE[type]).filter((keyword) => PAIR_NAMES[keyword] === undefined),
    );
    expect(without).toEqual([]);
  });

  it('gives each keyword and alias one entry across all types', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const type of CHALLENGE_TYPES) {
      const entries: Readonly<Record<string, KeywordEntry>> = KEYWORDS_BY_TYPE[type];
      for (const [keyword, entry] of Object.entries(entries)) {
        const aliases = (entry.also ?? '').split(' ').filter((alias) => alias !== '');
        for (const key of [keyOf(keyword), ...aliases]) {
          const first = owner.get(key);
          if (first !== undefined) clashes.push(`${key}: ${first} and ${type}/${keyword}`);
          else owner.set(key, `${type}/${keyword}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
