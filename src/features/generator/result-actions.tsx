import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { COPIED_WHAT, SHARE_HINT } from '../../config/messages';
import { hashtagSet } from '../../generator';
import { copyWithToast } from '../../lib/copy-with-toast';
import { ShareButton } from '../share';
import type { GenerationResult } from './use-generator';

/** Share the result, or copy all its names or all its hashtag sets (one a line) in one go. */
export function ResultActions({ result }: { readonly result: GenerationResult }) {
  const hintId = useId();
  const { names } = result;

  return (
    <div className="mt-6 rounded-2xl border border-line bg-surface-muted p-4">
      <div className="flex flex-wrap gap-2">
        <ShareButton result={result} describedBy={hintId} />
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
              names.map((name) => hashtagSet(name)).join('\n'),
              COPIED_WHAT.allHashtagSets(names.length),
            );
          }}
        >
          Copy all hashtag sets
        </Button>
      </div>
      <p id={hintId} className="mt-3 text-sm text-ink-muted">
        {SHARE_HINT}
      </p>
    </div>
  );
}
