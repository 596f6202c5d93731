import { Button } from '../../components/ui/button';
import { COPIED_WHAT } from '../../config/messages';
import { copyWithToast } from '../copy/copy-with-toast';
import { shareUrl, type ShareableResult } from './share-fragment';

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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
      </svg>
      Share
    </Button>
  );
}
