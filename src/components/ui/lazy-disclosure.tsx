import { useEffect, useId, useState, type ComponentType } from 'react';
import { Button } from './button';
import { Icon } from './icon';

export interface LazyDisclosureProps<P> {
  /** The button's visible text ("Caption"). */
  readonly label: string;
  /** The button's accessible name, which says whose panel it is ("Caption for #YogaQuest"). */
  readonly name: string;
  /** Shown while the panel's code downloads. */
  readonly loading: string;
  /** Shown when it could not; closing and opening again tries once more. */
  readonly failed: string;
  /** What the panel is given once loaded. */
  readonly props: P;
  /** Marks the open panel (`data-wide`), so a card can widen around a large one. */
  readonly wide?: boolean;
}

/**
 * A button that shows and hides a panel whose component is a chunk of its own, fetched the first
 * time any such button opens: the caption's templates and the poster's drawing stay out of the
 * first visit's budget. Once one button has loaded the component, every other shows it at once.
 * If the chunk cannot load, the panel says so and the next opening tries again; the rest of the
 * page keeps working.
 *
 * @example
 * const CaptionDisclosure = lazyDisclosure(() => import('./caption-panel').then((m) => m.CaptionPanel));
 * <CaptionDisclosure label="Caption" name={`Caption for ${name}`} loading="…" failed="…" props={{ name }} />
 */
export function lazyDisclosure<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;

  return function LazyDisclosure({
    label,
    name,
    loading,
    failed,
    props,
    wide,
  }: LazyDisclosureProps<P>) {
    const [open, setOpen] = useState(false);
    const panelId = useId();
    const [state, setPanel] = useState<ComponentType<P> | 'failed' | null>(null);
    // Another button may have loaded it since this one mounted.
    const Panel = state ?? loaded;

    useEffect(() => {
      // A failed load waits for the next opening (closing clears it) rather than retrying at once.
      if (!open || Panel !== null) return;
      let current = true;
      load().then(
        (component) => {
          loaded = component;
          if (current) setPanel(() => component);
        },
        () => {
          if (current) setPanel('failed');
        },
      );
      return () => {
        current = false;
      };
    }, [open, Panel]);

    return (
      <>
        <Button
          variant="ghost"
          size="compact"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={name}
          onClick={() => {
            if (open && Panel === 'failed') setPanel(null);
            setOpen(!open);
          }}
        >
          {label}
          <Icon path={open ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
        </Button>
        <div
          id={panelId}
          hidden={!open}
          data-wide={wide && open ? '' : undefined}
          className="basis-full"
        >
          {!open ? null : Panel === 'failed' ? (
            <p className="text-sm text-danger-text">{failed}</p>
          ) : Panel === null ? (
            <p className="text-sm text-ink-muted">{loading}</p>
          ) : (
            <Panel {...props} />
          )}
        </div>
      </>
    );
  };
}
