import type { GeneratedName } from '../../generator';

/** What a poster is made from: a name (from a card or the saved list) and the visitor's tag. */
export interface PosterPanelProps {
  readonly name: Pick<GeneratedName, 'name' | 'type' | 'platform'>;
  /** The series' seed, so the poster's line is the caption's; null for a saved name. */
  readonly seed: string | null;
  /** The visitor's own hashtag, cleaned, or null. */
  readonly own: string | null;
}
