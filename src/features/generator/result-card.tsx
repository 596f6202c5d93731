import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  CHALLENGE_TYPE_LABELS,
  PLATFORM_LABELS,
  hashtagSet,
  type GeneratedName,
} from '../../generator';
import { COPIED_WHAT } from '../../config/messages';
import { copyWithToast } from '../../lib/copy-with-toast';
import { SaveToggle } from '../saved-names';
import { CopyForPlatformButton, PlatformFitLine } from './platform-fit';

export interface ResultCardProps {
  readonly name: GeneratedName;
  /** The id of the "click any name to copy it" hint, read as the name button's description. */
  readonly hintId: string;
}

/**
 * One generated name and everything a visitor can do with it: the name (click to copy), its type
 * and platform, its actions, and whether its hashtag set fits the platform. The card owns its
 * actions; a new one is added here, not passed in from the page.
 */
export function ResultCard({ name, hintId }: ResultCardProps) {
  const copyName = () => {
    void copyWithToast(name.name);
  };
  const copyHashtags = () => {
    void copyWithToast(hashtagSet(name), COPIED_WHAT.hashtagSet(name.name));
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
        <CopyForPlatformButton name={name} />
        <SaveToggle name={name} />
      </div>
      <PlatformFitLine name={name} />
    </li>
  );
}
