/**
 * The words names are built from. Data only: one readonly object per challenge type, written by
 * hand. Prefixes are nouns that read well both before the keyword (#PuppyYogaQuest) and before
 * "And" (#PuppyAndYoga); suffixes are nouns that read well after it and before "Challenge"
 * (#YogaFlowChallenge). No suffix is an action word and no prefix is "The", so the seven patterns
 * never produce the same name twice from our lists.
 */
import { toChallengeType, type ChallengeType } from './types';

type Five = readonly [string, string, string, string, string];

export interface WordList {
  readonly prefixes: Five;
  readonly suffixes: Five;
  readonly hashtags: readonly [string, string];
}

export const WORD_LISTS = {
  dance: {
    prefixes: ['Groove', 'Rhythm', 'Beat', 'Step', 'Spin'],
    suffixes: ['Moves', 'Vibes', 'Remix', 'Twirl', 'Shuffle'],
    hashtags: ['#dance', '#dancechallenge'],
  },
  fitness: {
    prefixes: ['Flex', 'Power', 'Core', 'Sweat', 'Stamina'],
    suffixes: ['Burn', 'Streak', 'Reps', 'Gains', 'Goals'],
    hashtags: ['#fitness', '#workout'],
  },
  funny: {
    prefixes: ['LOL', 'Giggle', 'Chuckle', 'Goofball', 'Laugh'],
    suffixes: ['Laughs', 'Bloopers', 'Gags', 'Punchline', 'Shenanigans'],
    hashtags: ['#funny', '#comedy'],
  },
  prank: {
    prefixes: ['Gotcha', 'Trickster', 'Prankster', 'Surprise', 'Mischief'],
    suffixes: ['Swap', 'Switcheroo', 'Twist', 'Reveal', 'Bamboozle'],
    hashtags: ['#prank', '#harmlessfun'],
  },
  educational: {
    prefixes: ['Brain', 'Quiz', 'Genius', 'Scholar', 'Study'],
    suffixes: ['Facts', 'Lesson', 'Lab', 'Academy', 'Trivia'],
    hashtags: ['#learn', '#didyouknow'],
  },
  cooking: {
    prefixes: ['Chef', 'Kitchen', 'Spice', 'Sizzle', 'Pantry'],
    suffixes: ['Bite', 'Recipe', 'Feast', 'Bake', 'Cookoff'],
    hashtags: ['#cooking', '#foodie'],
  },
  travel: {
    prefixes: ['Wander', 'Passport', 'Globe', 'Nomad', 'Voyage'],
    suffixes: ['Adventure', 'Getaway', 'Journey', 'Escape', 'Diaries'],
    hashtags: ['#travel', '#wanderlust'],
  },
  fashion: {
    prefixes: ['Style', 'Runway', 'Glam', 'Chic', 'Couture'],
    suffixes: ['Outfit', 'Lookbook', 'Closet', 'Drip', 'Makeover'],
    hashtags: ['#fashion', '#ootd'],
  },
  wellness: {
    prefixes: ['Zen', 'Calm', 'Mindful', 'Bliss', 'Balance'],
    suffixes: ['Flow', 'Reset', 'Ritual', 'Glow', 'Harmony'],
    hashtags: ['#wellness', '#selfcare'],
  },
  speed: {
    prefixes: ['Swift', 'Turbo', 'Rapid', 'Blitz', 'Quickfire'],
    suffixes: ['Dash', 'Rush', 'Countdown', 'Speedrun', 'Stopwatch'],
    hashtags: ['#speedrun', '#beattheclock'],
  },
  music: {
    prefixes: ['Melody', 'Tempo', 'Bass', 'Chord', 'Encore'],
    suffixes: ['Anthem', 'Session', 'Cover', 'Riff', 'Duet'],
    hashtags: ['#music', '#musician'],
  },
  art: {
    prefixes: ['Canvas', 'Sketch', 'Doodle', 'Palette', 'Brush'],
    suffixes: ['Masterpiece', 'Gallery', 'Studio', 'Strokes', 'Portrait'],
    hashtags: ['#art', '#drawing'],
  },
  tech: {
    prefixes: ['Pixel', 'Code', 'Byte', 'Gadget', 'Cyber'],
    suffixes: ['Hacks', 'Unboxing', 'Setup', 'Upgrade', 'Reboot'],
    hashtags: ['#tech', '#gadgets'],
  },
  pet: {
    prefixes: ['Paw', 'Furball', 'Puppy', 'Kitty', 'Whisker'],
    suffixes: ['Pals', 'Tricks', 'Zoomies', 'Cuddles', 'Parade'],
    hashtags: ['#pets', '#petlovers'],
  },
  gaming: {
    prefixes: ['Level', 'Boss', 'Combo', 'Arcade', 'Respawn'],
    suffixes: ['Clutch', 'Highscore', 'Victory', 'Raid', 'Unlocked'],
    hashtags: ['#gaming', '#gamer'],
  },
} as const satisfies Record<ChallengeType, WordList>;

/** Shared by every type; patterns 3 and 6 draw from it. */
export const ACTION_WORDS = [
  'Challenge',
  'Quest',
  'Dare',
  'Sprint',
  'Showdown',
  'Jam',
  'Loop',
  'Games',
  'Trials',
] as const;

/** In spec order; a hashtag set uses the first four. */
export const BASE_HASHTAGS = [
  '#viral',
  '#trending',
  '#challenge',
  '#fyp',
  '#foryou',
  '#explore',
] as const;

/**
 * The word lists for a challenge type; anything unknown (old saved data, a hand-edited URL) gets
 * the dance lists.
 *
 * @example
 * wordListFor('cooking').suffixes[0]; // 'Bite'
 * wordListFor('knitting') === wordListFor('dance'); // true
 */
export function wordListFor(type: unknown): WordList {
  return WORD_LISTS[toChallengeType(type)];
}
