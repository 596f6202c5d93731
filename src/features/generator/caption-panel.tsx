import { Button } from '../../components/ui/button';
import { COPIED_WHAT } from '../../config/messages';
import { PLATFORM_HASHTAG_RULES } from '../../config/platform-caps';
import {
  PLATFORM_LABELS,
  createRandom,
  platformSetWithOwn,
  type GeneratedName,
} from '../../generator';
// Not through the generator's index: this way the caption templates load with this panel only.
import { buildCaption } from '../../generator/caption';
import { copyWithToast } from '../../lib/copy-with-toast';

/**
 * A card's caption, readable before it is copied, and the platform-ready set it ends with. The
 * caption is drawn from the series' seed and the name, so a share link shows the same one.
 */
export function CaptionPanel({
  name,
  seed,
  own,
}: {
  readonly name: GeneratedName;
  /** The series' seed: the caption is drawn from it, so a share link shows the same one. */
  readonly seed: string;
  /** The visitor's own hashtag, cleaned, or null. */
  readonly own: string | null;
}) {
  const label = PLATFORM_LABELS[name.platform];
  const { cap } = PLATFORM_HASHTAG_RULES[name.platform];
  const caption = buildCaption({
    name,
    cap,
    own,
    random: createRandom(`${seed}:caption:${name.name}`),
  });
  const tags = platformSetWithOwn(name, cap, own).join(' ');
  return (
    <div className="mt-1 rounded-xl bg-surface-muted p-3">
      <p className="whitespace-pre-wrap break-words text-sm text-ink">{caption}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Copy caption for ${name.name}`}
          onClick={() => {
            void copyWithToast(caption, COPIED_WHAT.caption(name.name));
          }}
        >
          Copy caption
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Copy for ${label}: ${name.name}`}
          onClick={() => {
            void copyWithToast(tags, COPIED_WHAT.platformSet(label, name.name));
          }}
        >
          Copy for {label}
        </Button>
      </div>
    </div>
  );
}
