import { Button } from '../../components/ui/button';
import { COPIED_WHAT } from '../../config/messages';
import { copyWithToast } from '../../lib/copy-with-toast';
import { shareUrl, type ShareableResult } from './share-fragment';
import { Icon } from '../../components/ui/icon';

/**
 * Copies the address that opens these names. Built from the result rather than read from the
 * address bar, so a fragment changed since (the skip link writes `#main`) cannot leak into it.
 */
export function ShareButton({
  result,
  describedBy,
}: {
  readonly result: ShareableResult;
  readonly describedBy?: string;
}) {
  return (
    <Button
      variant="primary"
      size="sm"
      aria-describedby={describedBy}
      onClick={() => {
        void copyWithToast(shareUrl(window.location.href, result), COPIED_WHAT.shareLink);
      }}
    >
      <Icon path="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
      Share
    </Button>
  );
}
