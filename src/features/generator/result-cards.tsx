import type { GeneratedName } from '../../generator';
import { ResultCard, type ResultCardProps } from './result-card';

export interface ResultCardsProps {
  readonly names: readonly GeneratedName[];
  /** The id of the "click any name to copy it" hint, read as each name button's description. */
  readonly hintId: string;
  /** What each card needs beyond its name: the seed, the own hashtag, and keeping. */
  readonly card: Omit<ResultCardProps, 'name' | 'hintId' | 'kept'> & {
    readonly kept: ReadonlySet<string>;
  };
}

/** The eight cards of a generation. */
export function ResultCards({ names, hintId, card }: ResultCardsProps) {
  return (
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
  );
}
