/**
 * What a poster says, from what the visitor chose: the words of each block, the calendar's cells
 * in the visitor's locale, and the text alternative that says what the picture shows. Pure: the
 * date formats come in as functions.
 */
import { calendarDays, addDays, type CalendarDate, type ChallengeLength } from './calendar';
import type { PosterContent, PosterLayout, Droppable } from './poster-layout';
import type { PosterSize } from './poster-options';

export interface PosterChoices {
  readonly name: string;
  /** The visitor's own words, or '' to use the caption's invitation. */
  readonly words: string;
  readonly invitation: string;
  /** How to join, not numbered. */
  readonly steps: readonly string[];
  /** The platform-ready set, with the visitor's own hashtag. */
  readonly hashtags: readonly string[];
  readonly length: ChallengeLength;
  readonly start: CalendarDate | null;
}

export interface DateFormats {
  readonly weekday: (date: CalendarDate) => string;
  readonly dayMonth: (date: CalendarDate) => string;
  readonly long: (date: CalendarDate) => string;
}

/** The most characters of the visitor's own words a poster takes (the field stops there too). */
export const MAX_POSTER_WORDS = 160;

/** The pill's words: what kind of challenge it is. */
export function posterKicker(length: ChallengeLength): string {
  return length === 1 ? 'JOIN THE CHALLENGE' : `${length}-DAY CHALLENGE`;
}

/** When the challenge runs, in words: one day, or the first and last day. */
export function dateLine(
  start: CalendarDate | null,
  length: ChallengeLength,
  formats: DateFormats,
): string | null {
  if (start === null) return null;
  if (length === 1) return formats.long(start);
  return `${formats.long(start)} to ${formats.long(addDays(start, length - 1))}`;
}

/**
 * The poster's content. A one-day challenge has no calendar; a longer one has a cell per day,
 * dated when the start is known.
 *
 * @example
 * posterContent({ name: '#YogaQuest', words: '', invitation: 'Come as you are.', steps: ['Film it.', 'Post it.'], hashtags: ['#YogaQuest'], length: 7, start: null }, formats).days.length;
 * // 7
 */
export function posterContent(choices: PosterChoices, formats: DateFormats): PosterContent {
  const own = choices.words.trim().replace(/\s+/gu, ' ');
  return {
    name: choices.name,
    kicker: posterKicker(choices.length),
    message: own === '' ? choices.invitation : Array.from(own).slice(0, MAX_POSTER_WORDS).join(''),
    steps: choices.steps.map((step, i) => `${i + 1}. ${step}`),
    dateLine: dateLine(choices.start, choices.length, formats),
    days:
      choices.length === 1
        ? []
        : calendarDays(choices.start, choices.length).map((day) => ({
            number: String(day.number),
            weekday: day.date ? formats.weekday(day.date) : null,
            date: day.date ? formats.dayMonth(day.date) : null,
          })),
    hashtags: choices.hashtags.join(' '),
  };
}

const DROPPED_WORDS: Record<Droppable, string> = {
  steps: 'the steps',
  message: 'the line under the name',
  kicker: 'the label',
  hashtags: 'the hashtags',
  dateLine: 'the dates',
  days: 'the calendar',
};

/**
 * The text alternative of the preview: everything the picture shows, in reading order, and what
 * did not fit.
 *
 * @example
 * posterDescription(content, layout, POSTER_SIZES.story, 'Midnight');
 * // 'Poster, 1080 by 1920 pixels, Midnight design. JOIN THE CHALLENGE. #YogaQuest. Come as you are. …'
 */
export function posterDescription(
  content: PosterContent,
  layout: Pick<PosterLayout, 'dropped'>,
  size: Pick<PosterSize, 'width' | 'height'>,
  designLabel: string,
): string {
  const shown = (block: Droppable) => !layout.dropped.includes(block);
  const parts = [`Poster, ${size.width} by ${size.height} pixels, ${designLabel} design.`];
  if (shown('kicker')) parts.push(`${content.kicker}.`);
  parts.push(`${content.name}.`);
  if (shown('message') && content.message !== '') parts.push(content.message);
  if (shown('steps') && content.steps.length > 0)
    parts.push(`How to join: ${content.steps.join(' ')}`);
  if (shown('dateLine') && content.dateLine !== null) parts.push(`${content.dateLine}.`);
  if (shown('days') && content.days.length > 0) {
    const first = content.days[0];
    const last = content.days.at(-1);
    const dated = first?.date && last?.date ? `, ${first.date} to ${last.date}` : '';
    parts.push(`A calendar of ${content.days.length} days${dated}, each with a box to tick.`);
  }
  if (shown('hashtags')) parts.push(`Hashtags: ${content.hashtags}.`);
  const dropped = layout.dropped.filter(
    (block) => block !== 'dateLine' || content.dateLine !== null,
  );
  if (dropped.length > 0) {
    parts.push(
      `Left out for lack of room: ${dropped.map((block) => DROPPED_WORDS[block]).join(', ')}.`,
    );
  }
  return parts.join(' ');
}
