import { PageSection } from '../components/ui/page-section';
import { PLATFORM_HASHTAG_RULES, PLATFORM_HASHTAG_RULES_CHECKED } from '../config/platform-caps';
import { TAG_PAGE_NOTICE, formatCount } from '../config/messages';
import { SITE, formatPageDate } from '../config/site';
import {
  ACTION_WORDS,
  CHALLENGE_TYPES,
  NAME_STYLE_LABELS,
  FULL_HASHTAG_SET_SIZE,
  PLATFORMS,
  PLATFORM_LABELS,
  WORD_LISTS,
} from '../generator';
// A figure the build counts from the data (a module of its own: Node scripts import the index).
import { CREATIVE_KEYWORD_COUNT } from '../generator/creative/summary';

const QUESTIONS = [
  {
    question: 'How does the challenge name generator work?',
    answer: [
      `You type a keyword, choose a challenge type, a platform and a name style, and press Generate. In the ${NAME_STYLE_LABELS.classic} style, the generator mixes your keyword with words written for that type (for fitness: words like ${WORD_LISTS.fitness.suffixes[0]} or ${WORD_LISTS.fitness.prefixes[0]}; for cooking: words like ${WORD_LISTS.cooking.suffixes[0]} or ${WORD_LISTS.cooking.prefixes[0]}) and with action words such as ${ACTION_WORDS.slice(0, 3).join(', ')} or ${ACTION_WORDS[4]}, using seven name patterns.`,
      `In the ${NAME_STYLE_LABELS.creative} style, it uses the shapes real challenges take (a count of days, a time limit, a contest, a day of the week, an invitation, each type's own habits) and fills them with words that belong with your keyword: the moves, tools, places and in-jokes of ${formatCount(CREATIVE_KEYWORD_COUNT)} keywords creators often type. Any other keyword still gets eight names from the shapes alone. Those words are downloaded only when you first ask for ${NAME_STYLE_LABELS.creative} names, a small part at a time, and what you type is never sent anywhere.`,
      'Either way it draws until it has eight different names, each a valid hashtag. No two names on screen share a word or an idea, none is the start of another, no name repeats a word your keyword already says, and a name whose words run together into a rude or offensive word is never shown. Click a name to copy it, or copy its hashtag set: the name, four popular tags and two tags for the challenge type, then your own hashtag if you gave one.',
    ],
  },
  {
    question: 'Why are the results different from other sites?',
    answer: [
      `Every generator uses its own word lists and patterns, and ours picks at random each time, so even the same keyword gives a fresh set of names on every run. Our lists are written by hand for each of the ${CHALLENGE_TYPES.length} challenge types, and your keyword is cleaned so every name works as a hashtag on every platform: spaces and symbols are removed and each word is capitalised.`,
    ],
  },
  {
    question: 'Can I check whether a name is already taken?',
    answer: [TAG_PAGE_NOTICE],
  },
  {
    question: 'Is the text I type stored anywhere?',
    answer: [
      `No. ${SITE.name} runs entirely in your browser: nothing you type is sent to a server or stored on one. Names you choose to save, and your own hashtag, stay in your own browser's storage on this device, and you can delete them whenever you like.`,
    ],
  },
] as const;

export function FaqPage() {
  return (
    <PageSection>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Frequently asked questions</h1>
      <div className="mt-8 space-y-10">
        {QUESTIONS.map(({ question, answer }) => (
          <section key={question}>
            <h2 className="text-xl font-semibold tracking-tight">{question}</h2>
            <div className="mt-3 space-y-4 leading-relaxed text-ink-muted">
              {answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
        <section>
          <h2 className="text-xl font-semibold tracking-tight">
            How many hashtags does each platform allow?
          </h2>
          <div className="mt-3 space-y-4 leading-relaxed text-ink-muted">
            <p>
              The hashtag set behind Copy hashtags has {FULL_HASHTAG_SET_SIZE} tags, and one more
              when you give your own hashtag. Some platforms allow or honour fewer, so each result
              also offers a set cut to fit your platform: the name, your own hashtag, the
              challenge-type tags and #challenge come first, and the generic tags (#viral,
              #trending, #fyp) only while room is left.
            </p>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              {PLATFORMS.map((platform) => (
                <div key={platform} className="contents">
                  <dt className="font-semibold text-ink">{PLATFORM_LABELS[platform]}</dt>
                  <dd>{PLATFORM_HASHTAG_RULES[platform].summary}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm">
              Platform rules last checked:{' '}
              <time dateTime={PLATFORM_HASHTAG_RULES_CHECKED}>
                {formatPageDate(PLATFORM_HASHTAG_RULES_CHECKED)}
              </time>
              .
            </p>
          </div>
        </section>
      </div>
    </PageSection>
  );
}
