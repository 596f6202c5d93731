import { Button } from '../../components/ui/button';
import { COPIED_WHAT, platformFitMessage } from '../../config/messages';
import { PLATFORM_HASHTAG_RULES } from '../../config/platform-caps';
import { PLATFORM_LABELS, platformHashtagSet, type GeneratedName } from '../../generator';
import { copyWithToast } from '../../lib/copy-with-toast';

/** Whether the card's full hashtag set fits its platform, in a creator's words. */
export function PlatformFitLine({ name }: { readonly name: GeneratedName }) {
  return <p className="text-sm text-ink-muted">{platformFitMessage(name.platform)}</p>;
}

/**
 * Copies a hashtag set cut to the platform's cap: the name, the type's two tags, then base tags
 * while room is left. Its accessible name carries the card's name, so each card's button is unique.
 */
export function CopyForPlatformButton({ name }: { readonly name: GeneratedName }) {
  const label = PLATFORM_LABELS[name.platform];
  const copy = () => {
    const tags = platformHashtagSet(name, PLATFORM_HASHTAG_RULES[name.platform].cap);
    void copyWithToast(tags.join(' '), COPIED_WHAT.platformSet(label, name.name));
  };
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Copy for ${label}: ${name.name}`}
      onClick={copy}
    >
      Copy for {label}
    </Button>
  );
}
