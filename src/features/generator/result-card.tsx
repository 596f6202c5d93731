import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  CHALLENGE_TYPE_LABELS,
  PLATFORM_LABELS,
  hashtagSet,
  type GeneratedName,
} from '../../generator';
import { copyWithToast } from '../copy/copy-with-toast';

/** What a later feature may add to a card, without the card knowing about it. */
export interface ResultCardExtras {
  /** More buttons, after the two copy buttons (e.g. a save toggle). */
  readonly actions?: ReactNode;
  /** A line under the buttons (e.g. whether the hashtag set fits the platform). */
  readonly details?: ReactNode;
}

export interface ResultCardProps extends ResultCardExtras {
  readonly name: GeneratedName;
  /** The id of the "click any name to copy it" hint, read as the name button's description. */
  readonly hintId: string;
}

/** One generated name: the name (click to copy), its type and platform, and two copy buttons. */
export function ResultCard({ name, hintId, actions, details }: ResultCardProps) {
  const copyName = () => {
    void copyWithToast(name.name);
  };
  const copyHashtags = () => {
    void copyWithToast(hashtagSet(name), `The hashtag set for "${name.name}"`);
  };

  return (
    <li className="flex min-h-40 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <button
        type="button"
        aria-describedby={hintId}
        onClick={copyName}
        className="self-start rounded-md text-left text-base font-bold break-all sm:text-lg text-ink hover:text-link focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {name.name}
      </button>
      <p className="flex flex-wrap gap-2">
        <span className="sr-only">Type: </span>
        <Badge>{CHALLENGE_TYPE_LABELS[name.type]}</Badge>
        <span className="sr-only">, platform: </span>
        <Badge tone="outline">{PLATFORM_LABELS[name.platform]}</Badge>
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-label={`Copy ${name.name}`} onClick={copyName}>
          Copy
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Copy hashtags for ${name.name}`}
          onClick={copyHashtags}
        >
          Copy hashtags
        </Button>
        {actions}
      </div>
      {details}
    </li>
  );
}
