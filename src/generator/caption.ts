/**
 * A caption a creator can paste under the post that starts a challenge: an invitation written for
 * the challenge type, numbered steps to join, a line asking people to tag friends, then the
 * hashtags that fit the platform. Every choice comes from the given `random`, so a share link that
 * replays the seed replays the caption too.
 */
import type { GeneratedName } from './generate-names';
import { platformSetWithOwn } from './own-hashtag';
import { pickIndex, type Random } from './random';
import { toChallengeType, toPlatform, type ChallengeType, type Platform } from './types';

/** Instagram's caption limit, the smallest of the four platforms'; no caption is ever longer. */
export const MAX_CAPTION_LENGTH = 2200;

interface CaptionTemplates {
  /** Opening lines that set the challenge up; no hashtags, the tag line carries those. */
  readonly invitations: readonly [string, string, string];
  /** The first step: what to film. */
  readonly firstSteps: readonly [string, string];
}

// Our own words. None of them holds a '#': the hashtag line at the end is the only place a tag
// appears, so the caption carries exactly as many hashtags as that line.
const CAPTION_TEMPLATES = {
  dance: {
    invitations: [
      'New dance challenge, and everyone is invited: two left feet very welcome.',
      'Learn it, own it, show us your version. The floor is yours.',
      'Eight counts, one take, zero excuses. Let’s see those moves!',
    ],
    firstSteps: [
      'Film yourself dancing it, any song, any room.',
      'Learn the steps (or invent your own) and record one take.',
    ],
  },
  fitness: {
    invitations: [
      'New workout challenge: no gym needed, just you and a bit of floor.',
      'Think you can keep up? Start where you are and show us what you’ve got.',
      'Sweat now, brag later. This one is for every fitness level.',
    ],
    firstSteps: [
      'Film your set, from the first rep to the last.',
      'Record yourself doing the workout at your own pace.',
    ],
  },
  funny: {
    invitations: [
      'You have one job: make us laugh. Ready?',
      'New comedy challenge: the sillier, the better.',
      'Bring your best bit. Straight faces are not allowed.',
    ],
    firstSteps: [
      'Film your funniest take in under a minute.',
      'Record the joke, the bit or the blooper that gets everyone.',
    ],
  },
  prank: {
    invitations: [
      'Harmless pranks only: the best reveal wins.',
      'New prank challenge. Keep it kind, keep it funny, keep the camera rolling.',
      'Got a gentle gotcha up your sleeve? Time to use it.',
    ],
    firstSteps: [
      'Film a harmless prank, and make sure your target laughs at the end.',
      'Record the setup and the reveal, and get a yes before you post.',
    ],
  },
  educational: {
    invitations: [
      'Teach us something in under a minute: that’s the whole challenge.',
      'Everyone knows something worth sharing. What’s yours?',
      'New learning challenge: one fact, one minute, one big “huh!”.',
    ],
    firstSteps: [
      'Film yourself explaining one thing you know well.',
      'Record a quick lesson, a fact or an experiment.',
    ],
  },
  cooking: {
    invitations: [
      'New cooking challenge: show us what your kitchen can do.',
      'Grab a pan and your favourite recipe. We’re hungry.',
      'Fancy or five-minute, every dish counts. Let’s cook!',
    ],
    firstSteps: [
      'Film your dish from first chop to first bite.',
      'Record yourself cooking it, and show us the final plate.',
    ],
  },
  travel: {
    invitations: [
      'Show us a place you love, near or far.',
      'New travel challenge: take us somewhere we’ve never been.',
      'Passport or bus pass, every trip counts. Where are we going?',
    ],
    firstSteps: [
      'Film the best moments of a trip, even a short one.',
      'Record your favourite spot and tell us why it matters.',
    ],
  },
  fashion: {
    invitations: [
      'New style challenge: show us the outfit that feels most like you.',
      'Open the closet and make it a runway.',
      'Thrifted, borrowed or brand new, every look counts.',
    ],
    firstSteps: [
      'Film your outfit, from shoes to accessories.',
      'Record a quick before-and-after of your look.',
    ],
  },
  wellness: {
    invitations: [
      'A gentle challenge for a calmer day. Come as you are.',
      'Take a moment for yourself, and invite a friend to do the same.',
      'New wellness challenge: small habits, real reset.',
    ],
    firstSteps: [
      'Film a few minutes of the habit that calms you down.',
      'Record your routine, however short, and say how it makes you feel.',
    ],
  },
  speed: {
    invitations: [
      'The clock is ticking. How fast can you do it?',
      'New speed challenge: beat the clock, then beat your own time.',
      'Ready, set, go! Fastest clean run takes the crown.',
    ],
    firstSteps: [
      'Film your run with a timer in the shot.',
      'Record your fastest attempt, start to finish, no cuts.',
    ],
  },
  music: {
    invitations: [
      'New music challenge: play it, sing it, remix it, make it yours.',
      'Any instrument, any voice, any genre. Let us hear you!',
      'Grab your instrument (a pot and a spoon count). It’s showtime.',
    ],
    firstSteps: [
      'Film yourself playing or singing your take.',
      'Record a short cover, riff or remix.',
    ],
  },
  art: {
    invitations: [
      'New art challenge: any medium, any skill level, all welcome.',
      'Pencil, paint or pixels, show us what you make.',
      'Blank page, one idea, your style. Let’s create.',
    ],
    firstSteps: [
      'Film your piece from first line to finished work.',
      'Record a time-lapse of yourself making it.',
    ],
  },
  tech: {
    invitations: [
      'New tech challenge: show us your cleverest setup or trick.',
      'Got a gadget hack nobody knows about? Now is the time.',
      'Geeks, tinkerers and curious minds, this one is for you.',
    ],
    firstSteps: [
      'Film your setup, tip or build and explain it in a few seconds.',
      'Record yourself showing the trick, step by step.',
    ],
  },
  pet: {
    invitations: [
      'Calling every pet, and the humans who film them.',
      'New pet challenge: show us your best friend at their best (or silliest).',
      'Paws, fins, feathers: every pet gets a turn in the spotlight.',
    ],
    firstSteps: [
      'Film your pet doing their favourite trick or thing.',
      'Record your pet’s best moment of the day.',
    ],
  },
  gaming: {
    invitations: [
      'New gaming challenge: show us your best play.',
      'Clutch moment or glorious fail, we want to see it.',
      'Controller ready? Time to prove it.',
    ],
    firstSteps: [
      'Record your best moment in any game.',
      'Film your run and show the part everyone should see.',
    ],
  },
} as const satisfies Record<ChallengeType, CaptionTemplates>;

/** What each platform calls the post a challenge is joined with. */
const POST_WORDS = {
  tiktok: 'video',
  instagram: 'Reel',
  youtube: 'Short',
  facebook: 'video',
} as const satisfies Record<Platform, string>;

const THIRD_STEPS = [
  'Check the tag and cheer on everyone who joined before you.',
  'Come back and try to beat your own take.',
  'Watch the tag for new entries and say hi.',
] as const;

const TAG_FRIEND_LINES = [
  'Tag three friends who have to try this next!',
  'Who’s next? Tag a friend who would nail it.',
  'Tag the friend you most want to see take this on.',
] as const;

function pick<T>(list: readonly T[], random: Random): T {
  return list[pickIndex(random(), list.length)] as T;
}

/** Cuts text to at most `max` UTF-16 units without splitting a character in two. */
function cutTo(text: string, max: number): string {
  let cut = '';
  for (const char of text) {
    if (cut.length + char.length > max) break;
    cut += char;
  }
  return cut;
}

export interface CaptionParts {
  /** The opening line: what the challenge is, in a few words. */
  readonly invitation: string;
  /** Two or three steps to join, not numbered. */
  readonly steps: readonly string[];
  readonly tagFriends: string;
}

/**
 * The words of a caption without its hashtags: the invitation, the steps to join and the line
 * that asks for friends. A poster draws the same ones as the card's caption when given the same
 * `random` sequence.
 *
 * @example
 * captionParts({ type: 'wellness', platform: 'instagram' }, createRandom('seed')).steps[1];
 * // 'Post it as a Reel with the hashtags below.'
 */
export function captionParts(
  name: Pick<GeneratedName, 'type' | 'platform'>,
  random: Random,
): CaptionParts {
  // Names can come back from old saved data or hand-edited links: unknown values fall back.
  const templates: CaptionTemplates = CAPTION_TEMPLATES[toChallengeType(name.type)];
  const postWord = POST_WORDS[toPlatform(name.platform)];

  const steps = [
    pick(templates.firstSteps, random),
    `Post it as a ${postWord} with the hashtags below.`,
  ];
  // A fixed number of draws per caption, whatever is chosen, keeps captions independent of
  // each other's choices when one random stream serves several.
  const third = pick(THIRD_STEPS, random);
  if (random() < 0.5) steps.push(third);
  const invitation = pick(templates.invitations, random);
  const tagFriends = pick(TAG_FRIEND_LINES, random);
  return { invitation, steps, tagFriends };
}

export interface CaptionOptions {
  /** The name, its type (unknown types read as dance) and the platform it is meant for. */
  readonly name: Pick<GeneratedName, 'name' | 'type' | 'platform'>;
  /** The most hashtags the platform honours; null when it sets no limit. */
  readonly cap: number | null;
  /** The visitor's own hashtag, already cleaned; it follows the name and counts against `cap`. */
  readonly own?: string | null;
  readonly random: Random;
}

/**
 * A ready caption for a challenge name: an invitation for its type, two or three numbered steps,
 * a line asking people to tag friends, and the platform-ready hashtag set (the name first, then the
 * visitor's own hashtag when there is one). It
 * never carries more hashtags than `cap` nor more than {@link MAX_CAPTION_LENGTH} characters
 * (UTF-16 units, which never undercount). The same `random` sequence gives the same caption.
 *
 * @example
 * buildCaption({
 *   name: { name: '#YogaFlowChallenge', type: 'wellness', platform: 'instagram' },
 *   cap: 5,
 *   random: createRandom('seed'),
 * });
 * // 'A gentle challenge for a calmer day. Come as you are.\n\n1. Film a few minutes …\n2. Post it
 * //  as a Reel with the hashtags below.\n\nTag three friends who have to try this next!\n\n
 * //  #YogaFlowChallenge #wellness #selfcare #challenge #viral'
 */
export function buildCaption({ name, cap, own = null, random }: CaptionOptions): string {
  const { invitation, steps, tagFriends } = captionParts(name, random);
  const body = [
    invitation,
    steps.map((step, i) => `${i + 1}. ${step}`).join('\n'),
    tagFriends,
  ].join('\n\n');

  // Names from the form are short, so this only trims for input no visitor can type; the name is
  // the last tag to go, and the text the first.
  const tags = platformSetWithOwn(name, cap, own);
  while (tags.length > 1 && body.length + 2 + tags.join(' ').length > MAX_CAPTION_LENGTH) {
    tags.pop();
  }
  const caption = `${body}\n\n${tags.join(' ')}`;
  return caption.length <= MAX_CAPTION_LENGTH ? caption : cutTo(tags.join(' '), MAX_CAPTION_LENGTH);
}
