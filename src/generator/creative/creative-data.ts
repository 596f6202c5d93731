/** What a Creative draw needs besides the keyword: the type's formats and what we know of it. */
import type { ChallengeType } from '../types';
import type { FormatFamilies, Language, TypeFormats } from './data-types';
import type { Known } from './knowledge';

export interface CreativeData {
  /** The type whose formats these are. */
  readonly type: ChallengeType;
  readonly formats: TypeFormats;
  readonly shared: FormatFamilies;
  /** Shared shapes drawn only once every other candidate is shown. */
  readonly reserve: FormatFamilies;
  readonly language: Language;
  /** What we know of the keyword; null for a keyword no entry knows. */
  readonly known: Known | null;
  /**
   * Names written for the keyword in this type's draws when it is another type's (mop in dance:
   * `MopAndPop SweepTheBeat DanceWithYourMop`), if any.
   */
  readonly pairNames?: string;
}
