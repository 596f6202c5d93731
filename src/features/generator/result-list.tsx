import { useId, type ReactNode } from 'react';
import { NAMES_PER_GENERATION, type GeneratedName } from '../../generator';
import { ResultCard, type ResultCardProps } from './result-card';

export interface ResultListProps {
  /** The names to show, or null while a generation is running. */
  readonly names: readonly GeneratedName[] | null;
  /** What each card needs beyond its name: the seed, the own hashtag, and keeping. */
  readonly card: Omit<ResultCardProps, 'name' | 'hintId' | 'kept'> & {
    readonly kept: ReadonlySet<string>;
  };
  /** Actions on all the names at once, after the cards (so Tab from Generate reaches a name first). */
  readonly footer?: ReactNode;
}

const PLACEHOLDERS = Array.from({ length: NAMES_PER_GENERATION }, (_, i) => i);

/**
 * The results under the spec's heading. While generating it holds the space of eight cards, so
 * that the names arriving later do not push the page around.
 */
export function ResultList({ names, card, footer }: ResultListProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;

  return (
    <section aria-labelledby={titleId} aria-busy={names === null} className="mt-12">
      <h2 id={titleId} className="text-2xl font-bold tracking-tight">
        Your Viral Challenge Names
      </h2>
      <p id={hintId} className="mt-2 text-ink-muted">
        Click any name to copy it instantly!
      </p>
      {names === null ? (
        <div aria-hidden="true" className="mt-6 grid gap-4 sm:grid-cols-2">
          {PLACEHOLDERS.map((i) => (
            <div
              key={i}
              className="h-45 animate-pulse rounded-2xl border border-line bg-surface-muted motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {names.map((name) => (
            // A kept name keeps its card (and open caption) through More names; a new
            // generation, with its new seed, starts every card afresh.
            <ResultCard
              key={`${card.seed}:${name.name}`}
              name={name}
              hintId={hintId}
              seed={card.seed}
              own={card.own}
              kept={card.kept.has(name.name)}
              onToggleKeep={card.onToggleKeep}
            />
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
