import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { COPIED_WHAT, SHARE_HINT, platformFitMessage } from '../../config/messages';
import { hashtagSet } from '../../generator';
import { copyWithToast } from '../../lib/copy-with-toast';
import { ShareButton } from '../share';
import { moreNamesNews, shareableResult, type GenerationResult } from './use-generator';

/**
 * More names for the same keyword and type; share the result, or copy all its names or all its
 * hashtag sets (one a line) in one go; and, once for all eight, whether a set fits the platform.
 */
export function ResultActions({
  result,
  own,
  onMore,
}: {
  readonly result: GenerationResult;
  /** The visitor's own hashtag, cleaned, or null. */
  readonly own: string | null;
  readonly onMore: () => void;
}) {
  const hintId = useId();
  const moreId = useId();
  const { names } = result;
  const news = moreNamesNews(result);
  // The set behind Copy hashtags: the spec's seven, and the own hashtag when it adds one.
  const setSize = Math.max(...names.map((name) => hashtagSet(name, own).split(' ').length));

  return (
    <div className="mt-6 rounded-2xl border border-line bg-surface-muted p-4">
      <div className="flex flex-wrap gap-2">
        {/* Not disabled when it can do nothing: it keeps its place in the Tab order and says why. */}
        <Button
          variant="primary"
          size="sm"
          aria-describedby={moreId}
          aria-disabled={news.stuck}
          onClick={onMore}
          className="aria-disabled:opacity-70"
        >
          More names
        </Button>
        <ShareButton result={shareableResult(result)} describedBy={hintId} />
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void copyWithToast(
              names.map((name) => name.name).join('\n'),
              COPIED_WHAT.allNames(names.length),
            );
          }}
        >
          Copy all names
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void copyWithToast(
              names.map((name) => hashtagSet(name, own)).join('\n'),
              COPIED_WHAT.allHashtagSets(names.length),
            );
          }}
        >
          Copy all hashtag sets
        </Button>
      </div>
      <p id={moreId} className="mt-3 text-sm text-ink-muted">
        {news.text}
      </p>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {SHARE_HINT}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{platformFitMessage(result.platform, setSize)}</p>
    </div>
  );
}
