/**
 * The words names are built from. Data only: one readonly object per challenge type, written by
 * hand. Prefixes are nouns that read well in all three of their patterns: before the keyword
 * (#PuppyYoga, #PuppyYogaQuest) and before "And" (#PuppyAndYoga), which rules out adjectives and
 * interjections (Mindful, Gotcha); suffixes are nouns that read well after it, alone and before
 * "Challenge" (#YogaFlow, #YogaFlowChallenge). No suffix is an action word and no prefix is "The", so the seven patterns
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
    prefixes: ['Joker', 'Trickster', 'Prankster', 'Surprise', 'Decoy'],
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
    prefixes: ['Compass', 'Passport', 'Globe', 'Nomad', 'Voyage'],
    suffixes: ['Adventure', 'Getaway', 'Journey', 'Escape', 'Diaries'],
    hashtags: ['#travel', '#wanderlust'],
  },
  fashion: {
    prefixes: ['Style', 'Runway', 'Glam', 'Vogue', 'Couture'],
    suffixes: ['Outfit', 'Lookbook', 'Closet', 'Drip', 'Makeover'],
    hashtags: ['#fashion', '#ootd'],
  },
  wellness: {
    prefixes: ['Zen', 'Calm', 'Breath', 'Bliss', 'Balance'],
    suffixes: ['Flow', 'Reset', 'Ritual', 'Glow', 'Harmony'],
    hashtags: ['#wellness', '#selfcare'],
  },
  speed: {
    prefixes: ['Swift', 'Turbo', 'Nitro', 'Blitz', 'Rocket'],
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
    prefixes: ['Pixel', 'Code', 'Byte', 'Gadget', 'Robot'],
    suffixes: ['Hacks', 'Unboxing', 'Setup', 'Upgrade', 'Reboot'],
    hashtags: ['#tech', '#gadgets'],
  },
  pet: {
    prefixes: ['Paw', 'Furball', 'Puppy', 'Kitty', 'Whisker'],
    suffixes: ['Pals', 'Tricks', 'Zoomies', 'Cuddles', 'Parade'],
    hashtags: ['#pets', '#petlovers'],
  },
  gaming: {
    prefixes: ['Level', 'Boss', 'Combo', 'Arcade', 'Joystick'],
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

/**
 * The spec's base hashtags that a set uses, in the spec's order (its list goes on with #foryou and
 * #explore, which no set uses). The full set carries all four.
 */
export const BASE_HASHTAGS = ['#viral', '#trending', '#challenge', '#fyp'] as const;

/** The one base tag that says what the post is; the others only ask for reach. */
export const TOPIC_HASHTAG = '#challenge';

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
