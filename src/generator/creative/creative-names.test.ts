import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanKeyword, type CleanKeywordResult } from '../clean-keyword';
import { generateNames, sourceFor } from '../generate-names';
import { moreNames, startSeries } from '../name-series';
import { createRandom } from '../random';
import { CHALLENGE_TYPES, type ChallengeType } from '../types';
import type { CreativeData } from './creative-data';
import { wordsOf } from './data-rules';
import type { KeywordEntry, TypeFormats } from './data-types';
import { ENGLISH } from './en/language';
import { creativeDrawFaults } from '../../../test/name-rules';
import { KEYWORDS_BY_TYPE } from './en/keywords';
import { creativeDataFromSources } from './from-sources';
import { sayingAs } from './creative-source';

/** Creative data made up for a test: one type's formats, and an entry for the keyword or none. */
function madeUp(
  families: Record<string, string[]>,
  entry: KeywordEntry | null,
  ownKeywordFamilies: Record<string, string[]> = {},
  crossFamilies: Record<string, string[]> = {},
): CreativeData {
  const formats: TypeFormats = {
    families,
    ownKeywordFamilies,
    crossFamilies,
    words: { things: 'Mat Towel', moves: 'Plank Squat', verbs: 'Lift Sweat' },
  };
  return {
    type: 'fitness',
    formats,
    shared: {},
    reserve: {},
    language: ENGLISH,
    known: entry === null ? null : { key: 'yoga', entry },
  };
}

/** The same data with the type's alliterations. */
function withAlliterations(data: CreativeData, alliterations: string): CreativeData {
  return { ...data, formats: { ...data.formats, alliterations } };
}

/** The same data with the keyword found as `key`, as a whole or under one of its words. */
function foundAs(data: CreativeData, key: string, entry: KeywordEntry, underAWord: boolean) {
  return { ...data, known: underAWord ? { key, entry, underAWord } : { key, entry } };
}

function creativeNames(keyword: string, type: ChallengeType, seed: string, data?: CreativeData) {
  const creative = data ?? creativeDataFromSources(keyword, type);
  return generateNames({
    style: 'creative',
    creative,
    keyword,
    type,
    platform: 'tiktok',
    random: createRandom(seed),
  }).map((name) => name.name);
}

/** Every candidate the Creative style has for a keyword and type, from these data. */
function candidatesOf(creative: CreativeData, keyword: string, type: ChallengeType) {
  return sourceFor({ style: 'creative', creative, keyword, type }).all();
}

/** The names a fitness draw may show before the reserve, sorted. */
function shownNames(creative: CreativeData, keyword: string) {
  return candidatesOf(creative, keyword, 'fitness')
    .filter((candidate) => candidate.reserve !== true)
    .map((candidate) => candidate.name)
    .sort();
}

/** Every spelling of `name` (compared without case) that 200 fitness picks make, seeded by it. */
function spellingsPicked(creative: CreativeData, keyword: string, name: string) {
  const source = sourceFor({ style: 'creative', creative, keyword, type: 'fitness' });
  const random = createRandom(name);
  const spellings = new Set<string>();
  for (let pick = 0; pick < 200; pick++) {
    const found = source.pick(random);
    if (found?.name.toLowerCase() === name.toLowerCase()) spellings.add(found.name);
  }
  return spellings;
}

/** The names the keyword's entry knows it by besides the one typed: its key and its `also`. */
function otherNamesOf({ known }: CreativeData): string[] {
  return known === null ? [] : [known.key, ...wordsOf(known.entry.also)];
}

const KNOWN = CHALLENGE_TYPES.flatMap((type) => Object.keys(KEYWORDS_BY_TYPE[type]));

const keywords = fc
  .oneof(
    fc.constantFrom(...KNOWN),
    fc.constantFrom(
      'office',
      'grandma',
      'nike',
      'taylor swift',
      'cats',
      'morning yoga',
      'योग',
      'café',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
    fc.string({
      unit: fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz ')),
      minLength: 20,
      maxLength: 40,
    }),
  )
  .map((raw) => cleanKeyword(raw))
  .filter((result): result is Extract<CleanKeywordResult, { ok: true }> => result.ok)
  .map((result) => result.keyword);

describe('Creative names', () => {
  it('gives any keyword eight names that keep every rule, the same from the same seed', () => {
    fc.assert(
      fc.property(
        keywords,
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.string(),
        (keyword, type, seed) => {
          const names = creativeNames(keyword, type, seed);
          expect(names).toHaveLength(8);
          const creative = creativeDataFromSources(keyword, type);
          expect(creativeDrawFaults(names, keyword, otherNamesOf(creative))).toEqual([]);
          // Each name is one the style can make (a link can carry it), and no format comes twice.
          const candidates = new Map(
            candidatesOf(creative, keyword, type).map((candidate) => [candidate.name, candidate]),
          );
          const formats = names.flatMap((name) => {
            const candidate = candidates.get(name);
            if (candidate === undefined) return [`unknown ${name}`];
            return candidate.format === undefined ? [] : [candidate.format];
          });
          expect(formats.filter((format, i) => formats.indexOf(format) !== i)).toEqual([]);
          expect(creativeNames(keyword, type, seed)).toEqual(names);
        },
      ),
      // CREATIVE_RUNS=2500 for a deeper search (25,000 runs found the last oracle slips).
      { numRuns: Number(process.env.CREATIVE_RUNS ?? 300) },
    );
  });

  it('keeps every rule for a keyword whose first letter has no capital, written as typed', () => {
    // Found by the property above: the rules read #ɭΠꯀΠDanceChallenge as saying π twice.
    for (const [keyword, type] of [
      ['ɭΠꯀΠ', 'dance'],
      ['ßΣaΣ', 'funny'],
    ] as const) {
      for (let seed = 0; seed < 5; seed++) {
        const names = creativeNames(keyword, type, String(seed));
        // Written as typed: its first letter has no capital to take.
        expect(names.some((name) => name.includes(keyword))).toBe(true);
        expect(creativeDrawFaults(names, keyword)).toEqual([]);
      }
    }
  });

  it('keeps every rule for a keyword typed as one word and said by another of its names', () => {
    // Found by the property above: TungTungSahur draws #TungTungDrumBeat, whose "tung" twice is
    // the keyword's other name (tungtung), not words of ours.
    const keyword = 'TungTungSahur';
    const otherNames = otherNamesOf(creativeDataFromSources(keyword, 'funny'));
    expect(otherNames).toContain('tungtung');
    const draws = ['', '1', '2', '3', '4'].map((seed) => creativeNames(keyword, 'funny', seed));
    expect(draws.flat()).toContain('#TungTungDrumBeat');
    for (const names of draws) expect(creativeDrawFaults(names, keyword, otherNames)).toEqual([]);
    // Said twice as words of ours, it is still a fault.
    expect(creativeDrawFaults(['#DrumBeatDrum'], keyword, otherNames)).not.toEqual([]);
  });

  it('fills a verb slot only with verbs: "PlankItOut" reads, "MatItOut" does not', () => {
    const data = madeUp(
      { invitations: ['{V}ItOut', 'ShowUsYour{T}', 'Try{M}'] },
      { things: 'Mat Strap', moves: 'CrowPose', verbs: 'Plank Stretch', names: 'FindYourFlow' },
    );
    const all = candidatesOf(data, 'Yoga', 'fitness').map((candidate) => candidate.name);
    expect(all).toEqual(
      expect.arrayContaining([
        '#PlankItOut',
        '#StretchItOut',
        '#ShowUsYourMat',
        '#TryCrowPose',
        '#FindYourFlow',
      ]),
    );
    expect(all).not.toContain('#MatItOut');
    expect(all).not.toContain('#CrowPoseItOut');
    expect(all).not.toContain('#ShowUsYourPlank');
  });

  it('takes a day of the week that alliterates with the word before it, or leaves the format out', () => {
    const data = madeUp(
      { days: ['{T}{Day}'] },
      { things: 'Flow Mat Tea Sun Block', verbs: 'Flow' },
    );
    const all = candidatesOf(data, 'Yoga', 'fitness')
      .map((candidate) => candidate.name)
      .sort();
    expect(all).toEqual([
      '#FlowFriday',
      '#MatMonday',
      '#SunSaturday',
      '#SunSunday',
      '#TeaThursday',
      '#TeaTuesday',
    ]);
  });

  it('takes an alliteration that begins with the sound of the word before it, or leaves the format out', () => {
    const data = withAlliterations(
      madeUp({ alliterated: ['{K}{Allit}'] }, null),
      'Sweat Circuit Cardio Kickboxing Phase Fitness Shuffle',
    );
    const namesFor = (keyword: string) =>
      candidatesOf(data, keyword, 'fitness')
        .map((candidate) => candidate.name)
        .sort();
    expect(namesFor('Cycling')).toEqual(['#CyclingCircuit', '#CyclingSweat']);
    expect(namesFor('Karate')).toEqual(['#KarateCardio', '#KarateKickboxing']);
    expect(namesFor('Photo')).toEqual(['#PhotoFitness', '#PhotoPhase']);
    expect(namesFor('Shoe')).toEqual(['#ShoeShuffle']);
    expect(namesFor('Nap')).toEqual([]);
  });

  it("leaves an alliteration to the format that already writes it, so a name is one format's", () => {
    const data = withAlliterations(
      madeUp({ alliterated: ['{K}{Allit}'], sweat: ['{K}Sweat'] }, null),
      'Sweat Sprint',
    );
    const formats = Object.fromEntries(
      candidatesOf(data, 'Salsa', 'fitness').map((candidate) => [candidate.name, candidate.format]),
    );
    expect(formats).toEqual({ '#SalsaSprint': '{K}{Allit}', '#SalsaSweat': '{K}Sweat' });
  });

  it("says a known keyword's own words in about three names in eight, and in two or more nearly always", () => {
    const DRAWS = 300;
    for (const [keyword, type] of [
      ['Pickleball', 'fitness'],
      ['Ramen', 'cooking'],
      ['Guitar', 'music'],
      ['Yoga', 'fitness'],
    ] as const) {
      const creative = creativeDataFromSources(keyword, type);
      const entry = creative.known?.entry;
      const ownWords = [entry?.things, entry?.moves, entry?.verbs, entry?.names].flatMap(wordsOf);
      expect(ownWords.length, keyword).toBeGreaterThan(10);
      const counts = Array.from({ length: DRAWS }, (_, seed) => {
        const names = creativeNames(keyword, type, `knows ${seed}`, creative);
        return names.filter((name) => ownWords.some((word) => name.includes(word))).length;
      });
      const mean = counts.reduce((sum, count) => sum + count, 0) / DRAWS;
      expect(mean, keyword).toBeGreaterThanOrEqual(2.5);
      expect(counts.filter((count) => count >= 2).length / DRAWS, keyword).toBeGreaterThanOrEqual(
        0.9,
      );
    }
  });

  it('mostly passes over a name longer than 18 letters when shorter ones are left', () => {
    const short =
      'Streak Club Dare Vibes Sprint Relay Battle Quest Remix Party Trivia Bingo Safari Duel'.split(
        ' ',
      );
    const long =
      'WeekendMarathon NeighborhoodTour TalentShowcase ScavengerHunt SecretSantaSwap PotluckBakeOff KaraokeShowdown CostumeParadeDay MysteryBoxUnboxing BoardGameTourney TimeCapsuleLetter PaperPlaneContest PillowFortBuild DanceFloorFinale'.split(
        ' ',
      );
    const families = Object.fromEntries([...short, ...long].map((word) => [word, [`{K}${word}`]]));
    const data = madeUp(families, null);
    const names = Array.from({ length: 200 }, (_, seed) =>
      creativeNames('Office', 'fitness', `short ${seed}`, data),
    ).flat();
    const longShare = names.filter((name) => name.length - 1 > 18).length / names.length;
    // Half the formats make a long name; without the preference, about half the names would be.
    expect(longShare).toBeLessThan(0.3);
  });

  it('draws formats that take the keyword alone for a keyword no entry knows', () => {
    const data = madeUp(
      { counts: ['7Day{K}Challenge', '30Day{M}Challenge'], streaks: ['{K}Streak', '{T}Check'] },
      null,
    );
    for (let seed = 0; seed < 20; seed++) {
      const names = creativeNames('Office', 'fitness', String(seed), data);
      // The two formats that take the keyword come first; the type's own words only fill in.
      expect(names.slice(0, 2).sort()).toEqual(['#7DayOfficeChallenge', '#OfficeStreak']);
    }
    // They wait with the reserve: a draw shows the keyword's every other name first.
    const all = candidatesOf(data, 'Office', 'fitness');
    const typeWords = all.filter((candidate) => !candidate.name.includes('Office'));
    expect(typeWords.length).toBeGreaterThan(3);
    expect(typeWords.filter((candidate) => candidate.reserve !== true)).toEqual([]);
  });

  it("draws the formats written for the type's own things for its keywords, not another type's", () => {
    const families = { glowUps: ['{K}Makeover'], anything: ['{K}Theme', 'Try{M}'] };
    const ownKeyword = { glowUps: ['{K}GlowUp'], remix: ['{K}Remix'] };
    const namesOf = (entry: KeywordEntry | null, seed: string) =>
      creativeNames('Yoga', 'fitness', seed, madeUp(families, entry, ownKeyword));
    const words = { things: 'Mat Strap', moves: 'CrowPose TreePose', verbs: 'Flow Hold' };
    for (let seed = 0; seed < 20; seed++) {
      const own = namesOf({ ...words, type: 'fitness' }, String(seed));
      expect(own).toEqual(expect.arrayContaining(['#YogaGlowUp', '#YogaRemix', '#TryCrowPose']));
      // The formats written for anything wait until the type's own are shown …
      expect(own.indexOf('#YogaTheme')).toBeGreaterThan(own.indexOf('#YogaGlowUp'));
      expect(own.indexOf('#YogaMakeover')).toBeGreaterThan(own.indexOf('#YogaGlowUp'));
      const names = namesOf({ ...words, type: 'cooking' }, String(seed));
      expect(names).toContain('#YogaTheme');
      expect(names.filter((name) => name === '#YogaGlowUp' || name === '#YogaRemix')).toEqual([]);
    }
    // One family is one idea, whichever list it is in: a draw takes one of them.
    const data = madeUp(families, { ...words, type: 'fitness' }, ownKeyword);
    const family = (name: string) =>
      candidatesOf(data, 'Yoga', 'fitness').find((candidate) => candidate.name === name)?.family;
    expect(family('#YogaMakeover')).toBe(family('#YogaGlowUp'));
  });

  it("draws them for the other types' keywords the type names, or for any keyword", () => {
    const families = { anything: ['{K}Theme', '{K}Mantra'] };
    const ownKeyword = { glowUps: ['{K}GlowUp'], remix: ['{K}Remix'] };
    const words = { things: 'Mat Strap', moves: 'CrowPose TreePose', verbs: 'Flow Hold' };
    const namesOf = (from: TypeFormats['ownKeywordsFrom'], entry: KeywordEntry | null) => {
      const data = madeUp(families, entry, ownKeyword);
      const formats = { ...data.formats, ownKeywordsFrom: from };
      return creativeNames('Yoga', 'fitness', 'from', { ...data, formats });
    };
    const own = ['#YogaGlowUp', '#YogaRemix'];
    const cooking = { ...words, type: 'cooking' as const };
    expect(namesOf(['cooking'], cooking).slice(0, 2).sort()).toEqual(own);
    expect(namesOf('any', cooking).slice(0, 2).sort()).toEqual(own);
    // A keyword no entry knows is most likely one of the type's own things …
    expect(namesOf(undefined, null).slice(0, 2).sort()).toEqual(own);
    // … unless the type says it is as likely anything at all.
    const data = madeUp(families, null, ownKeyword);
    const anything = { ...data, formats: { ...data.formats, unknownReadsAsOwn: false as const } };
    expect(creativeNames('Yoga', 'fitness', 'from', anything).slice(0, 2).sort()).toEqual([
      '#YogaMantra',
      '#YogaTheme',
    ]);
    for (const from of [['dance'] as const, undefined]) {
      expect(namesOf(from, cooking).slice(0, 2).sort()).toEqual(['#YogaMantra', '#YogaTheme']);
    }
  });

  it("fills the type's formats for another type's keyword with its words, and only those", () => {
    const families = { themes: ['{K}Theme'], mantras: ['{K}Mantra'], tries: ['Try{M}', 'My{M}'] };
    const cross = { fast: ['{V}ItFast'], races: ['{T}Race'], art: ['{K}{T}Art'] };
    const laundry = {
      things: 'Hamper Dryer',
      moves: 'SockHunt SockMatch FoldAlong WashDay ChairPile',
      verbs: 'Fold',
      names: 'Sockless LintLife SpinCycle WashDayBlues FittedSheetFail',
    };
    const namesOf = (entry: KeywordEntry | null, seed: string) =>
      creativeNames('Laundry', 'fitness', seed, madeUp(families, entry, {}, cross));
    const crossNames = [
      '#FoldItFast',
      '#HamperRace',
      '#DryerRace',
      '#LaundryHamperArt',
      '#LaundryDryerArt',
    ];
    const drawnCross = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const other = namesOf({ ...laundry, type: 'funny' }, String(seed));
      const crossDrawn = other.filter((name) => crossNames.includes(name));
      expect(crossDrawn.length).toBeGreaterThan(0);
      for (const name of crossDrawn) drawnCross.add(name.replace(/Hamper|Dryer/, 'Word'));
      // Its own names were written for its type, and the type's word formats for its own words:
      // the draw reaches for them only once the cross formats and the keyword's have run short.
      expect(other.slice(0, 3)).not.toContain('#Sockless');
      expect(other.slice(0, 3)).not.toContain('#TrySockHunt');
      // The type's own keyword has its own names and words, and no cross format.
      const own = namesOf({ ...laundry, type: 'fitness' }, String(seed));
      expect(own).toContain('#Sockless');
      expect(own.filter((name) => crossNames.includes(name))).toEqual([]);
      expect(namesOf(null, String(seed)).filter((name) => crossNames.includes(name))).toEqual([]);
    }
    // Each cross format is drawn; one may say the keyword beside its word (#LaundryHamperArt).
    expect([...drawnCross].sort()).toEqual(['#FoldItFast', '#LaundryWordArt', '#WordRace']);
  });

  it("fills another type's formats only with the words its entry says anyone knows it by", () => {
    const cross = { races: ['{T}Race'], fast: ['{V}ItFast'] };
    const laundry = {
      things: 'Hamper Dryer Lint',
      moves: 'SockHunt FoldAlong',
      verbs: 'Fold Spin',
      core: 'Hamper Fold',
    };
    const families = Object.fromEntries(
      'Theme Mantra Quest Party Vibes Club Moves Diaries'.split(' ').map((w) => [w, [`{K}${w}`]]),
    );
    const data = madeUp(families, { ...laundry, type: 'funny' }, {}, cross);
    // Only those are no reserve; its other words wait for a long More names series. Without the
    // field, any of its words is one.
    const crossOf = (creative: CreativeData) =>
      candidatesOf(creative, 'Laundry', 'fitness')
        .filter((candidate) => /Race|Fast/.test(candidate.name))
        .map((candidate) => `${candidate.name}${candidate.reserve === true ? ' (reserve)' : ''}`)
        .sort();
    expect(crossOf(data)).toEqual([
      '#DryerRace (reserve)',
      '#FoldItFast',
      '#HamperRace',
      '#LintRace (reserve)',
      '#SpinItFast (reserve)',
    ]);
    // The formats that take the keyword alone are no reserve.
    const keywordOnly = candidatesOf(data, 'Laundry', 'fitness').filter((candidate) =>
      candidate.format?.startsWith('{K}'),
    );
    expect(keywordOnly).toHaveLength(8);
    expect(keywordOnly.filter((candidate) => candidate.reserve === true)).toEqual([]);
    const any = madeUp(families, { ...laundry, core: undefined, type: 'funny' }, {}, cross);
    expect(crossOf(any)).toEqual([
      '#DryerRace',
      '#FoldItFast',
      '#HamperRace',
      '#LintRace',
      '#SpinItFast',
    ]);
  });

  it('never puts a food before a pet: it watches, judges or explains it', () => {
    const feeding = /Loves|Hates|Rates|Reviews|Tries|Like|Meets|Vs|ReactsTo|WithMy|WithPets/;
    const caring = /Judges|Sees|Eyes|Explains|Photobombs|TakeOn|OpinionOn|ToldBy/;
    // A pet's photoshoot, challenge or guide to a food reads as the pet at it.
    const atIt = /PetPOV|GuideTo|PetChallenge|Photoshoot/;
    expect(creativeDataFromSources('Chocolate', 'pet').known?.entry.type).toBe('cooking');
    for (const food of ['Chocolate', 'HotDog', 'Pizza']) {
      // Names written for the food in pet draws are the writer's, kept safe by hand
      // (#PetSafeCarobTreat), and fill most of a first draw; the rule is the formats', so it is
      // read on every name a draw could reach for, the reserve too.
      const creative = creativeDataFromSources(food, 'pet');
      const written = wordsOf(creative.pairNames);
      const names = candidatesOf(creative, food, 'pet')
        .map((candidate) => candidate.name)
        .filter((name) => !written.includes(name.slice(1)));
      expect(names.filter((name) => feeding.test(name) || atIt.test(name))).toEqual([]);
      expect(names.filter((name) => caring.test(name)).length).toBeGreaterThanOrEqual(2);
    }
    // Any other keyword keeps the pet's every format.
    const monday = candidatesOf(creativeDataFromSources('Monday', 'pet'), 'Monday', 'pet');
    const mondayAtIt = monday.filter((candidate) => atIt.test(candidate.name));
    expect(mondayAtIt.length).toBeGreaterThanOrEqual(3);
  });

  it("never shows another type's ready-made names, even once its formats run out", () => {
    const creative = creativeDataFromSources('Chocolate', 'pet');
    const written = wordsOf(creative.known?.entry.names).map((name) => `#${name}`);
    expect(written.length).toBeGreaterThan(2);
    const all = candidatesOf(creative, 'Chocolate', 'pet');
    expect(all.filter((candidate) => written.includes(candidate.name))).toEqual([]);
    // In its own type they are there.
    const own = creativeDataFromSources('Chocolate', 'cooking');
    const inCooking = candidatesOf(own, 'Chocolate', 'cooking');
    expect(inCooking.filter((candidate) => written.includes(candidate.name))).toHaveLength(
      written.length,
    );
  });

  it('says a plural typed for a known keyword in the singular before a word, as typed at the end', () => {
    const data = madeUp({ themes: ['{K}Theme'], loves: ['MyPetLoves{K}'] }, { things: 'Mat' });
    expect(creativeNames('Yogas', 'fitness', 'plural', data).slice(0, 2).sort()).toEqual([
      '#MyPetLovesYogas',
      '#YogaTheme',
    ]);
    // Found under one of its words, not as a plural: as typed, before a word and at the end.
    const pot = { ...data, known: { key: 'flower', entry: { things: 'Mat' } } };
    expect(creativeNames('FlowerPot', 'fitness', 'plural', pot).slice(0, 2).sort()).toEqual([
      '#FlowerPotTheme',
      '#MyPetLovesFlowerPot',
    ]);
  });

  it("lends another type's draw no word of a keyword found under one of its words", () => {
    // A cheese grater, found under cheese (cooking), is no cheese in fitness: #FondueBeats.
    const entry: KeywordEntry = {
      things: 'Fondue Cheddar',
      core: 'Fondue Cheddar',
      type: 'cooking',
    };
    const made = madeUp({ song: ['{K}Song'] }, entry, {}, { beats: ['{T}Beats'] });
    const shown = (keyword: string, key: string) =>
      shownNames(foundAs(made, key, entry, keyword === 'CheeseGrater'), keyword);
    expect(shown('CheeseGrater', 'cheese')).toEqual(['#CheeseGraterSong']);
    expect(shown('Cheese', 'cheese')).toEqual(['#CheddarBeats', '#CheeseSong', '#FondueBeats']);
    expect(shown('Cheeses', 'cheese')).toEqual(['#CheddarBeats', '#CheeseSong', '#FondueBeats']);
  });

  it("reads a keyword found under a modifier of another type's entry as unknown: donkey kicks are no donkey", () => {
    expect(creativeDataFromSources('DonkeyKicks', 'pet').known?.key).toBe('donkey');
    // Unknown, fitness reads it as one of its own things, as it would any exercise no list holds.
    expect(creativeDataFromSources('DonkeyKicks', 'fitness').known).toBeNull();
  });

  it("leaves the formats for a keyword's own words to the reserve, so the fill says the keyword first", () => {
    const entry: KeywordEntry = {
      things: 'Mat Block Strap',
      names: 'DownDogDare SunSalutationStreak',
      type: 'fitness',
    };
    const made = madeUp({ race: ['{K}Race'], things: ['{T}Challenge'] }, entry);
    const byFormat = (format: string) =>
      candidatesOf(made, 'Yoga', 'fitness').filter((candidate) => candidate.format === format);
    // A pick never takes them; a draw that has shown the written names takes #YogaRace first.
    expect(byFormat('{T}Challenge').map((candidate) => candidate.reserve)).toEqual([
      true,
      true,
      true,
    ]);
    expect(byFormat('{K}Race').map((candidate) => candidate.reserve)).toEqual([undefined]);
    for (let seed = 0; seed < 10; seed++) {
      const names = creativeNames('Yoga', 'fitness', String(seed), made);
      const firstWordName = names.findIndex((name) => /Mat|Block|Strap/.test(name));
      expect(names.indexOf('#YogaRace')).toBeLessThan(firstWordName === -1 ? 9 : firstWordName);
    }
  });

  it('shows no ready-made names for a keyword found under one of its words', () => {
    // A leather jacket, found under jacket: #PufferHack is another jacket's.
    const entry: KeywordEntry = { things: 'Zip Collar', names: 'PufferHack JacketSwap' };
    const made = madeUp({ fit: ['{K}Fit'] }, entry);
    const names = (keyword: string, underAWord: boolean) =>
      candidatesOf(foundAs(made, 'jacket', entry, underAWord), keyword, 'fitness').map(
        (candidate) => candidate.name,
      );
    expect(names('Jacket', false)).toEqual(expect.arrayContaining(['#PufferHack', '#JacketSwap']));
    expect(names('LeatherJacket', true)).not.toContain('#PufferHack');
    expect(names('LeatherJacket', true)).not.toContain('#JacketSwap');
    expect(names('LeatherJacket', true)).toContain('#LeatherJacketFit');
  });

  it("lends another type's draw no core word that is a word of the keyword (#TruckBeats)", () => {
    const entry: KeywordEntry = { things: 'Truck Bin Lid', core: 'Truck Bin', type: 'cooking' };
    const made = madeUp({ song: ['{K}Song'] }, entry, {}, { beats: ['{T}Beats'] });
    const shown = shownNames(foundAs(made, 'garbagetruck', entry, false), 'GarbageTruck');
    expect(shown).toEqual(['#BinBeats', '#GarbageTruckSong']);
  });

  it("shows the names written for another type's keyword in this type's draws, and only there", () => {
    const mop: KeywordEntry = { things: 'Bucket', names: 'MopJokes MopFail', type: 'funny' };
    const pairNames = 'MopAndPop SweepTheBeat DanceWithYourMop';
    const made = { ...madeUp({ song: ['{K}Song'] }, mop), pairNames };
    const shown = (entry: KeywordEntry, underAWord = false) =>
      shownNames(foundAs(made, 'mop', entry, underAWord), 'Mop');
    expect(shown(mop)).toEqual(['#DanceWithYourMop', '#MopAndPop', '#MopSong', '#SweepTheBeat']);
    // Its own type shows its own names; a keyword found under one of its words neither.
    expect(shown({ ...mop, type: 'fitness' })).toEqual(['#MopFail', '#MopJokes', '#MopSong']);
    expect(shown(mop, true)).toEqual(['#MopSong']);
    // A draw reaches for them as for a keyword's own names: most draws show two or more.
    const many = Object.fromEntries(
      'Theme Mantra Quest Party Vibes Club Moves Diaries'.split(' ').map((w) => [w, [`{K}${w}`]]),
    );
    const drawn = foundAs({ ...madeUp(many, mop), pairNames }, 'mop', mop, false);
    let written = 0;
    for (let seed = 0; seed < 40; seed++) {
      const names = creativeNames('Mop', 'fitness', String(seed), drawn);
      written += names.filter((name) => pairNames.includes(name.slice(1))).length;
    }
    expect(written).toBeGreaterThanOrEqual(80);
  });

  it('shows an entry its written names when typed as another spelling of it (laughter for laugh)', () => {
    const laugh: KeywordEntry = { things: 'Joke', names: 'TryNotToLaugh GiggleChain' };
    const made = madeUp({ fit: ['{K}Fit'] }, laugh);
    const shown = (keyword: string) => shownNames(foundAs(made, 'laugh', laugh, false), keyword);
    expect(shown('Laugh')).toEqual(['#GiggleChain', '#LaughFit', '#TryNotToLaugh']);
    expect(shown('Laughter')).toEqual(['#GiggleChain', '#LaughterFit', '#TryNotToLaugh']);
  });

  it('reads the keyword in a written name as the keyword, so names that say it share no word by it', () => {
    const chatgpt: KeywordEntry = {
      things: 'Prompt',
      names: 'ChatGPTPlansMyDay ChatGPTPicksMyOutfit StumpChatGPT',
    };
    const made = foundAs(
      madeUp({ fit: ['{K}Fit', '{K}Reps', '{K}Sets'] }, chatgpt),
      'chatgpt',
      chatgpt,
      false,
    );
    for (let seed = 0; seed < 10; seed++) {
      const names = creativeNames('ChatGPT', 'fitness', String(seed), made);
      // "Chat" and "GPT" are no words of ours, and the chacha's "cha" is not said twice.
      expect(names).toEqual(
        expect.arrayContaining(['#ChatGPTPlansMyDay', '#ChatGPTPicksMyOutfit', '#StumpChatGPT']),
      );
    }
    const chacha: KeywordEntry = { things: 'Maracas', names: 'ChaChaSpinChallenge' };
    const dance = foundAs(madeUp({ fit: ['{K}Fit'] }, chacha), 'chacha', chacha, false);
    expect(shownNames(dance, 'ChaCha')).toContain('#ChaChaSpinChallenge');
  });

  it('reads another of its names in a written name as the keyword too (hike, waack)', () => {
    const many = Object.fromEntries(
      'Theme Mantra Quest Party Vibes Club Moves Diaries'.split(' ').map((w) => [w, [`{K}${w}`]]),
    );
    const shownOften = (keyword: string, key: string, entry: KeywordEntry) => {
      const made = foundAs(madeUp(many, entry), key, entry, false);
      const counts = new Map<string, number>();
      for (let seed = 0; seed < 20; seed++) {
        for (const name of creativeNames(keyword, 'fitness', String(seed), made)) {
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
      }
      return wordsOf(entry.names).filter((name) => (counts.get(`#${name}`) ?? 0) >= 15);
    };
    // Said as the keyword, "Hike" is no word of ours that three names share, as "Hiking" is not.
    const hiking: KeywordEntry = {
      things: 'Trail',
      names: 'HikeYourAge TrashTagHike SunriseHike',
      also: 'hike',
    };
    expect(shownOften('Hiking', 'hiking', hiking)).toEqual(wordsOf(hiking.names));
    // The verb of a keyword of -ing says it too, without an `also`.
    const waacking: KeywordEntry = { things: 'Fan', names: 'WaackToDisco WaackAndPose' };
    expect(shownOften('Waacking', 'waacking', waacking)).toEqual(wordsOf(waacking.names));
    const wrapping: KeywordEntry = { things: 'Bow', names: 'WrapItIn60 UglyWrapContest' };
    expect(shownOften('GiftWrapping', 'giftwrapping', wrapping)).toEqual(wordsOf(wrapping.names));
    // A keyword spelled with a small first letter starts a word as it is spelled.
    const ipad: KeywordEntry = {
      things: 'Stylus',
      names: 'DrawItOniPad SketchOniPad PlanOniPad',
      spelled: 'iPad',
    };
    expect(shownOften('IPad', 'ipad', ipad)).toEqual(wordsOf(ipad.names));
    // Any other word is one idea: three names that share it share a draw one at a time.
    const trail: KeywordEntry = {
      things: 'Boots',
      names: 'TrailYourAge TrashTagTrail SunriseTrail',
    };
    expect(shownOften('Hiking', 'hiking', trail)).toEqual([]);
  });

  it('says the keyword in a written name as the formats do, whole words only', () => {
    expect(sayingAs('ChachaSlideCupcakes', 'ChaChaSlide')).toBe('ChaChaSlideCupcakes');
    expect(sayingAs('SpongeBobSpeedrun', 'Spongebob')).toBe('SpongebobSpeedrun');
    expect(sayingAs('PartyStart', 'Art')).toBe('PartyStart');
    expect(sayingAs('ArtPartyArt', 'ART')).toBe('ARTPartyART');
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (name, keyword) => {
        const said = sayingAs(name, keyword);
        expect(said.toLowerCase()).toBe(name.toLowerCase());
        expect(sayingAs(said, keyword)).toBe(said);
      }),
    );
  });

  it("lets another type's keyword lend its scenes to the formats that begin with it, for the reserve", () => {
    const cowboy: KeywordEntry = {
      things: 'Boots Hat Lasso',
      core: 'Boots Hat',
      scenes: 'Rodeo HighNoon',
      type: 'fashion',
    };
    const families = {
      runs: ['{K}Speedrun'],
      draw: ['Draw{K}'],
      hype: ['{K}Hype'],
      allit: ['{K}{Allit}'],
    };
    const made = withAlliterations(madeUp(families, cowboy), 'Hustle Rally');
    const shown = (entry: KeywordEntry, underAWord = false) =>
      shownNames(foundAs(made, 'cowboy', entry, underAWord), 'Cowboy');
    // Each scene in each format that begins with the keyword, alliterations by the scene's sound;
    // never where the keyword is what a sentence is about (#DrawRodeo).
    expect(shown(cowboy)).toEqual([
      '#CowboyHype',
      '#CowboySpeedrun',
      '#DrawCowboy',
      '#HighNoonHustle',
      '#HighNoonHype',
      '#HighNoonSpeedrun',
      '#RodeoHype',
      '#RodeoRally',
      '#RodeoSpeedrun',
    ]);
    // The type's own keyword has its own names for its world; a keyword found under one of its
    // words is not that word's world (a cowboy hat under cowboy is no rodeo).
    expect(
      shown({ ...cowboy, type: 'fitness' }).filter((name) => !name.includes('Cowboy')),
    ).toEqual([]);
    expect(shown(cowboy, true).filter((name) => !name.includes('Cowboy'))).toEqual([]);
    // A scene that is one of its words makes the name a format for its words makes: that one's.
    const lasso = foundAs(
      madeUp({ race: ['{K}Race'] }, { ...cowboy, scenes: 'Lasso' }, {}, { race: ['{T}Race'] }),
      'cowboy',
      { ...cowboy, core: 'Lasso', scenes: 'Lasso' },
      false,
    );
    const source = sourceFor({
      style: 'creative',
      creative: lasso,
      keyword: 'Cowboy',
      type: 'fitness',
    });
    const random = createRandom('lasso');
    const picked = new Set<string | undefined>();
    for (let pick = 0; pick < 200; pick++) {
      const found = source.pick(random);
      if (found?.name === '#LassoRace') picked.add(found.format);
    }
    // A pick never makes it with the scene; the name is the format for its words'.
    expect([...picked]).toEqual([]);
    const race = candidatesOf(lasso, 'Cowboy', 'fitness').find((c) => c.name === '#LassoRace');
    expect(race?.format).toBe('{T}Race');
    // So is a scene whose name a format for its words spells in other capitals: Ringside with
    // {K}Quest is Ring with {T}SideQuest, one name in two spellings.
    const boxer = {
      ...cowboy,
      things: 'Ring Gloves Belt',
      core: 'Ring Gloves',
      scenes: 'Ringside',
    };
    const ring = foundAs(
      madeUp({ quest: ['{K}Quest'] }, boxer, {}, { side: ['{T}SideQuest'] }),
      'cowboy',
      boxer,
      false,
    );
    const spelled = spellingsPicked(ring, 'Cowboy', '#RingsideQuest');
    const listed = candidatesOf(ring, 'Cowboy', 'fitness')
      .map((candidate) => candidate.name)
      .filter((name) => name.toLowerCase() === '#ringsidequest');
    expect(listed).toEqual(['#RingSideQuest']);
    expect([...spelled].filter((name) => !listed.includes(name))).toEqual([]);
    // … and Riverside with {K}Quest is River with {K}SideQuest.
    const river = { ...cowboy, scenes: 'Riverside' };
    const riverData = foundAs(
      madeUp({ quest: ['{K}Quest'], side: ['{K}SideQuest'] }, river),
      'river',
      river,
      false,
    );
    const riverPicks = spellingsPicked(riverData, 'River', '#RiversideQuest');
    expect(riverPicks.size).toBeGreaterThan(0);
    expect([...riverPicks]).toEqual(['#RiverSideQuest']);
    // A draw's picks never take a scene: judges named them the weakest of a draw ("no cucumber
    // at all"), so they wait with the reserve, once the formats that say the keyword run out.
    const many = Object.fromEntries(
      'Theme Mantra Quest Party Vibes Club Moves Diaries'.split(' ').map((w) => [w, [`{K}${w}`]]),
    );
    const drawn = foundAs(madeUp(many, cowboy), 'cowboy', cowboy, false);
    for (let seed = 0; seed < 40; seed++) {
      const names = creativeNames('Cowboy', 'fitness', String(seed), drawn);
      expect(names).toHaveLength(8);
      expect(names.filter((name) => /Rodeo|HighNoon/.test(name))).toEqual([]);
    }
  });

  it('keeps a written name that says a keyword which is a word of an idea (a clock says time)', () => {
    const clock: KeywordEntry = {
      things: 'Hands Alarm Gears',
      names: 'ClockHandsRelay BeatTheClockTower TickTockMinuteDash',
      type: 'fitness',
    };
    const data = foundAs(madeUp({ race: ['{K}Race'] }, clock), 'clock', clock, false);
    const names = candidatesOf(data, 'Clock', 'fitness').map((candidate) => candidate.name);
    expect(names).toEqual(expect.arrayContaining(['#ClockHandsRelay', '#BeatTheClockTower']));
    // Another word of the idea still says it twice: a minute beside a clock.
    expect(names).not.toContain('#TickTockMinuteDash');
  });

  it('writes "An" for "A" before a vowel: #BuildAnOctopusLevel, #BuildAMailmanLevel', () => {
    const data = madeUp({ build: ['BuildA{K}Level'] }, null);
    expect(creativeNames('Octopus', 'fitness', 'a', data)).toContain('#BuildAnOctopusLevel');
    expect(creativeNames('Mailman', 'fitness', 'a', data)).toContain('#BuildAMailmanLevel');
    // A word of the keyword's too; the last letter of a word in capitals (NBA) is no article.
    const words = madeUp({ themes: ['{K}Theme'] }, { things: 'Owl Mat' }, {}, {});
    const story = { ...words, formats: { ...words.formats, families: { story: ['A{T}Story'] } } };
    const all = candidatesOf(story, 'Yoga', 'fitness').map((candidate) => candidate.name);
    expect(all).toEqual(expect.arrayContaining(['#AnOwlStory', '#AMatStory']));
    const league = madeUp({ league: ['NBA{K}'] }, null);
    expect(creativeNames('Octopus', 'fitness', 'a', league)).toContain('#NBAOctopus');
  });

  it('writes an acronym the visitor typed in lower case in capitals, unless an entry spells it', () => {
    const data = madeUp({ anything: ['{K}Problems', '{K}Life'] }, null);
    expect(creativeNames('Adhd', 'fitness', 'caps', data).slice(0, 2).sort()).toEqual([
      '#ADHDLife',
      '#ADHDProblems',
    ]);
    expect(creativeNames('NycMarathon', 'fitness', 'caps', data)).toContain('#NYCMarathonLife');
    // Only a whole word: 'Diya' and 'Tvs' are not DIY and TV.
    expect(creativeNames('DiyaTvs', 'fitness', 'caps', data)).toContain('#DiyaTvsLife');
    const spelled = madeUp({ anything: ['{K}Life'] }, { things: 'Mat', spelled: 'AdHd' });
    const known = { ...spelled, known: { key: 'adhd', entry: { things: 'Mat', spelled: 'AdHd' } } };
    expect(creativeNames('Adhd', 'fitness', 'caps', known)).toContain('#AdHdLife');
  });

  it('never says the keyword again in a name with it: "Mat" is left out beside "yoga mat"', () => {
    const data = madeUp(
      { days: ['{K}{T}Challenge', 'ShowUsYour{T}'] },
      { things: 'Mat Strap Block' },
    );
    const all = candidatesOf(data, 'YogaMat', 'fitness').map((candidate) => candidate.name);
    expect(all.filter((name) => name.includes('YogaMatMat'))).toEqual([]);
    expect(all).toContain('#YogaMatStrapChallenge');
    // A name without the keyword says nothing twice.
    expect(all).toContain('#ShowUsYourMat');
  });

  it('refuses a word said twice across a join: "TuckInInOneTake" reads as a typo', () => {
    const data = madeUp({ takes: ['{M}InOneTake', '{K}InStyle'] }, { moves: 'TuckIn Twirl' });
    const all = (keyword: string) =>
      candidatesOf(data, keyword, 'fitness').map((candidate) => candidate.name);
    expect(all('Hoodie')).toEqual(expect.arrayContaining(['#TwirlInOneTake', '#HoodieInStyle']));
    expect(all('Hoodie')).not.toContain('#TuckInInOneTake');
    expect(all('DressedIn')).not.toContain('#DressedInInStyle');
  });

  it('refuses a name that reads a strong term across a join of our words and the keyword', () => {
    const data = madeUp({ contests: ['{K}{M}', '{K}Its'] }, { moves: 'Nervous Twist Jam' });
    const all = candidatesOf(data, 'Combo', 'fitness').map((candidate) => candidate.name);
    expect(all).toContain('#ComboJam');
    expect(all).not.toContain('#ComboNervous');
    const beat = candidatesOf(data, 'Beat', 'fitness').map((candidate) => candidate.name);
    expect(beat).not.toContain('#BeatIts');
  });
});

describe('Creative More names', () => {
  // Eight names, then 15 rounds of eight new ones, whatever the keyword and type.
  const WANTED = 8 * 16;

  it.each(CHALLENGE_TYPES)(
    '%s: enough names for 15 rounds, for a keyword no entry knows, a long one, and any script',
    (type) => {
      for (const keyword of ['Zebrafish', 'X', 'Abcdefghijklmnopqrstuvwx', 'योग']) {
        const creative = creativeDataFromSources(keyword, type);
        expect(candidatesOf(creative, keyword, type).length).toBeGreaterThanOrEqual(WANTED);
      }
    },
  );

  it.each([
    ['yoga', 'fitness'],
    ['office', 'funny'],
    ['grandma', 'cooking'],
    ['योग', 'wellness'],
    ['abcdefghijklmnopqrstuvwx', 'gaming'],
    ['the longest keyword a visitor can type', 'music'],
  ] as const)('%s (%s): 15 rounds of eight new names', (typed, type) => {
    const cleaned = cleanKeyword(typed);
    if (!cleaned.ok) throw new Error(typed);
    const { keyword } = cleaned;
    const creative = creativeDataFromSources(keyword, type);
    const start = { keyword, type, platform: 'tiktok', style: 'creative', creative } as const;
    const names = generateNames({ ...start, random: createRandom('0') });
    let series = startSeries({ ...start, names });
    for (let round = 1; round <= 15; round++) {
      const next = moreNames(series, new Set(), createRandom(`${round}`));
      expect(next.shown.length - series.shown.length).toBe(8);
      series = next;
    }
    expect(new Set(series.shown.map((name) => name.toLowerCase())).size).toBe(128);
  });
});
