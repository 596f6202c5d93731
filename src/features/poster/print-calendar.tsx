import { Fragment } from 'react';
import type { PosterContent } from './poster-layout';
import { nameWords } from './text-fit';

/**
 * The calendar as a printed page: the name, what to do, the dates, and a box to tick for each
 * day, in black on white to save ink. It sits at the end of the body, hidden on screen; the print
 * style sheet (poster-print.css) prints it alone, on one A4 or US Letter page, portrait.
 */
export function PrintCalendar({ content }: { readonly content: PosterContent }) {
  const words = nameWords(content.name);
  const longest = Math.max(...words.map((word) => Array.from(word).length));
  // Three sizes, so that the longest word of any name fits the page's width unbroken.
  const nameSize = longest > 26 ? 'small' : longest > 16 ? 'medium' : 'large';
  return (
    <section className="poster-print" aria-label={`Printable calendar for ${content.name}`}>
      <p className="poster-print-kicker">{content.kicker}</p>
      <h2 className={`poster-print-name poster-print-name-${nameSize}`}>
        {words.map((word, i) => (
          // A line may break between two words of the name, never inside one.
          <Fragment key={i}>
            {i > 0 ? <wbr /> : null}
            {word}
          </Fragment>
        ))}
      </h2>
      {content.message === '' ? null : <p className="poster-print-message">{content.message}</p>}
      {content.dateLine === null ? null : <p className="poster-print-dates">{content.dateLine}</p>}
      <ol className="poster-print-days">
        {content.days.map((day) => (
          <li key={day.number} className="poster-print-day">
            <span className="poster-print-number">Day {day.number}</span>
            {day.weekday === null ? null : (
              <span className="poster-print-date">
                {day.weekday} {day.date}
              </span>
            )}
            <span className="poster-print-tick" aria-hidden="true" />
          </li>
        ))}
      </ol>
      <ol className="poster-print-steps">
        {content.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="poster-print-tags">{content.hashtags}</p>
    </section>
  );
}
