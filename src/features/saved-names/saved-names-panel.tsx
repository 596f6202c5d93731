import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import {
  COPIED_WHAT,
  DOWNLOAD_FAILED_MESSAGE,
  SAVED_NAMES_EMPTY,
  SAVED_NAMES_VISIT_ONLY,
  savedNamesCountMessage,
} from '../../config/messages';
import { CHALLENGE_TYPE_LABELS, PLATFORM_LABELS } from '../../generator';
import { downloadTextFile } from '../../lib/download';
import { copyWithToast } from '../../lib/copy-with-toast';
import { PosterButton } from '../poster';
import { removeWithMessage } from './saved-names-actions';
import { SAVED_NAMES_FILE_NAME, SAVED_NAMES_LIMIT, savedNamesText } from './saved-names';
import { useSavedNames } from './use-saved-names';

/**
 * The names saved on this device, with their type and platform: make a poster of one, remove one,
 * copy them all (one name a line) or download them as a text file. Nothing here ever leaves the
 * browser. `own` is the visitor's own hashtag (cleaned, or null), which a poster's set carries.
 */
export function SavedNamesPanel({ own }: { readonly own: string | null }) {
  const { list, onDevice } = useSavedNames();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const remove = (name: string, index: number) => {
    // The pressed button disappears: render now and move focus to the next name's Remove button
    // (or the heading when none is left), so keyboard users stay in the list.
    flushSync(() => {
      removeWithMessage(name);
    });
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    (buttons[index] ?? buttons[index - 1] ?? titleRef.current)?.focus();
  };

  return (
    <section className="mt-16" aria-labelledby={titleId}>
      <h2
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight outline-none"
      >
        Saved names
      </h2>
      {list.length === 0 ? (
        <p className="mt-2 text-ink-muted">{SAVED_NAMES_EMPTY}</p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">
            {savedNamesCountMessage(list.length, SAVED_NAMES_LIMIT)}
            {onDevice ? null : ` ${SAVED_NAMES_VISIT_ONLY}`}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                void copyWithToast(
                  list.map((entry) => entry.name).join('\n'),
                  COPIED_WHAT.savedNames(list.length),
                );
              }}
            >
              Copy all saved names
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                if (!downloadTextFile(SAVED_NAMES_FILE_NAME, savedNamesText(list))) {
                  toast({ ...DOWNLOAD_FAILED_MESSAGE, variant: 'destructive' });
                }
              }}
            >
              Download as .txt
            </Button>
          </div>
          <ul
            ref={listRef}
            className="mt-4 max-h-[32rem] divide-y divide-line overflow-y-auto rounded-2xl border border-line bg-surface"
          >
            {list.map((entry, index) => (
              <li
                key={entry.name}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3"
              >
                <span className="min-w-0 grow font-semibold break-all text-ink">{entry.name}</span>
                <span className="flex flex-wrap gap-2">
                  <span className="sr-only">Type: </span>
                  <Badge>{CHALLENGE_TYPE_LABELS[entry.type]}</Badge>
                  <span className="sr-only">, platform: </span>
                  <Badge tone="outline">{PLATFORM_LABELS[entry.platform]}</Badge>
                </span>
                <PosterButton name={entry} seed={null} own={own} />
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${entry.name} from saved`}
                  data-remove=""
                  onClick={() => {
                    remove(entry.name, index);
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
