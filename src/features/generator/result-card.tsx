import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CHALLENGE_TYPE_LABELS, hashtagSet, type GeneratedName } from '../../generator';
import { COPIED_WHAT } from '../../config/messages';
import { copyWithToast } from '../../lib/copy-with-toast';
import { PosterButton } from '../poster';
import { SaveToggle } from '../saved-names';
import { KeepToggle, PostOnPlatform, TagPageLink } from './card-actions';

export interface ResultCardProps {
  readonly name: GeneratedName;
  /** The id of the "click any name to copy it" hint, read as the name button's description. */
  readonly hintId: string;
  /** The series' seed, which the caption is drawn from. */
  readonly seed: string;
  /** The visitor's own hashtag, cleaned, or null. */
  readonly own: string | null;
  readonly kept: boolean;
  readonly onToggleKeep: (name: string) => void;
}

/**
 * One generated name and everything a visitor can do with it. The name is the biggest thing and
 * copies on click, with Keep and Save beside it; the platform badge opens the platform's tag page;
 * the tags "Copy hashtags" copies are in view; the caption and the platform-ready set wait behind
 * "Caption", so eight cards stay short on a phone (the platform note is said once, beside the
 * results). The card owns its actions; a new one is added here, not passed in from the page.
 */
export function ResultCard({ name, hintId, seed, own, kept, onToggleKeep }: ResultCardProps) {
  const tags = hashtagSet(name, own);
  const copyName = () => {
    void copyWithToast(name.name);
  };
  const copyHashtags = () => {
    void copyWithToast(tags, COPIED_WHAT.hashtagSet(name.name));
  };

  return (
    // An open poster takes both columns: its preview and controls need the room.
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3 shadow-sm sm:p-4 sm:has-[[data-wide]]:col-span-2">
      <div className="flex items-start gap-1.5">
        <button
          type="button"
          aria-describedby={hintId}
          onClick={copyName}
          className="mr-auto self-center rounded-md text-left text-base font-bold break-all sm:text-lg text-ink hover:text-link focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {name.name}
        </button>
        <KeepToggle name={name} kept={kept} onToggle={onToggleKeep} />
        <SaveToggle name={name} />
      </div>
      <p className="flex flex-wrap gap-2">
        <span className="sr-only">Type: </span>
        <Badge>{CHALLENGE_TYPE_LABELS[name.type]}</Badge>
        <span className="sr-only">, platform: </span>
        <TagPageLink name={name} />
      </p>
      <p className="text-xs break-words text-ink-muted">{tags}</p>
      <div className="mt-auto flex flex-wrap items-center gap-1">
        <Button
          variant="outline"
          size="compact"
          aria-label={`Copy ${name.name}`}
          onClick={copyName}
        >
          Copy
        </Button>
        <Button
          variant="outline"
          size="compact"
          aria-label={`Copy hashtags for ${name.name}`}
          onClick={copyHashtags}
        >
          Copy hashtags
        </Button>
        <PostOnPlatform name={name} seed={seed} own={own} />
        <PosterButton name={name} seed={seed} own={own} />
      </div>
    </li>
  );
}
