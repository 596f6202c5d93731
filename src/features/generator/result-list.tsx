import { useId, type ReactNode } from 'react';
import { NAMES_PER_GENERATION } from '../../generator';

export interface ResultListProps {
  /**
   * The cards, given the id of the hint each name button is described by; null while a
   * generation is running.
   */
  readonly cards: ((hintId: string) => ReactNode) | null;
  /** Actions on all the names at once, after the cards (so Tab from Generate reaches a name first). */
  readonly footer?: ReactNode;
}

const PLACEHOLDERS = Array.from({ length: NAMES_PER_GENERATION }, (_, i) => i);

/**
 * The results under the spec's heading. While generating it holds the space of eight cards, so
 * that the names arriving later do not push the page around. The cards themselves come with the
 * draw, in a chunk a first visit that only reads never loads (see `results-view.ts`).
 */
export function ResultList({ cards, footer }: ResultListProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;

  return (
    <section aria-labelledby={titleId} aria-busy={cards === null} className="mt-12">
      <h2 id={titleId} className="text-2xl font-bold tracking-tight">
        Your Viral Challenge Names
      </h2>
      <p id={hintId} className="mt-2 text-ink-muted">
        Click any name to copy it instantly!
      </p>
      {cards === null ? (
        <div aria-hidden="true" className="mt-6 grid gap-4 sm:grid-cols-2">
          {PLACEHOLDERS.map((i) => (
            <div
              key={i}
              className="h-45 animate-pulse rounded-2xl border border-line bg-surface-muted motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : (
        cards(hintId)
      )}
      {footer}
    </section>
  );
}
