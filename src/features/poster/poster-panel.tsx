import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../components/ui/button';
import { FieldLabel, Select, TextInput } from '../../components/ui/field';
import { PLATFORM_HASHTAG_RULES } from '../../config/platform-caps';
import {
  POSTER_COPY_FAILED,
  POSTER_DOWNLOAD_FAILED,
  POSTER_FONTS_FAILED,
  POSTER_FONTS_LOADING,
  POSTER_SHARE_FAILED,
  POSTER_SHARE_UNSUPPORTED,
  PRINT_HINT,
  START_DATE_HINT,
  START_DATE_MESSAGES,
  posterCopiedMessage,
  posterWordsHint,
} from '../../config/poster-messages';
import { createRandom, platformSetWithOwn, toPlatform } from '../../generator';
// Not through the generator's index: the caption's templates stay in the chunks that use them.
import { captionParts } from '../../generator/caption';
import { downloadFile } from '../../lib/download';
import { canvasToPng, copyImage, shareImageFile } from '../../lib/image-file';
import { toast } from '../../lib/toast';
import {
  CHALLENGE_LENGTHS,
  START_DATE_RANGE_DAYS,
  addDays,
  dateFormats,
  isoDate,
  localToday,
  parseStartDate,
  type ChallengeLength,
} from './calendar';
import { loadPosterFonts } from './poster-fonts';
import { MAX_POSTER_WORDS, posterContent, posterDescription } from './poster-content';
import {
  PLATFORM_POSTER_SIZE,
  POSTER_DESIGNS,
  POSTER_DESIGN_IDS,
  POSTER_SIZES,
  POSTER_SIZE_IDS,
  posterFileName,
  type PosterDesignId,
  type PosterSizeId,
} from './poster-options';
import { PrintCalendar } from './print-calendar';
import { posterText, previewScale, renderPoster } from './render-poster';
import type { PosterPanelProps } from './types';
import './poster-print.css';

const LENGTH_LABELS: Record<ChallengeLength, string> = {
  1: 'One day',
  7: '7 days, with a calendar',
  14: '14 days, with a calendar',
  30: '30 days, with a calendar',
};

// Which open panel's calendar prints: the one whose calendar was set or printed last. Only one
// page may print, however many posters are open.
let printOwner: string | null = null;
const printListeners = new Set<() => void>();
function setPrintOwner(owner: string | null): void {
  printOwner = owner;
  for (const listener of printListeners) listener();
}
function subscribePrint(listener: () => void): () => void {
  printListeners.add(listener);
  return () => printListeners.delete(listener);
}

/**
 * A card's poster: the picture drawn in the page from the name, a line of what to do, how to
 * join, the platform's hashtags and, for a challenge that lasts, a calendar, in the platform's
 * size and one of four designs; then download, share or copy it as a PNG, or print the calendar.
 * Nothing leaves the browser.
 */
export function PosterPanel({ name, seed, own }: PosterPanelProps) {
  const id = useId();
  const platform = toPlatform(name.platform);
  const [sizeId, setSizeId] = useState<PosterSizeId>(PLATFORM_POSTER_SIZE[platform]);
  const [designId, setDesignId] = useState<PosterDesignId>('midnight');
  const [words, setWords] = useState('');
  const [length, setLength] = useState<ChallengeLength>(1);
  const [startText, setStartText] = useState('');
  const [fonts, setFonts] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [description, setDescription] = useState('');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const today = useMemo(() => localToday(), []);
  // The visitor's own locale for the dates: Intl is fine here, in a chunk loaded on first use.
  const formats = useMemo(() => dateFormats(undefined), []);

  // The caption's words for this name, drawn from the same seed as its caption.
  const parts = useMemo(
    () => captionParts(name, createRandom(`${seed ?? 'saved'}:caption:${name.name}`)),
    [name, seed],
  );
  const hashtags = platformSetWithOwn(name, PLATFORM_HASHTAG_RULES[platform].cap, own).join(' ');
  const start = parseStartDate(startText, today);
  const startKey = start.ok && start.date ? isoDate(start.date) : '';
  // A date the visitor is still typing (or a refused one) leaves the poster without dates.
  const startDate = useMemo(() => {
    const parsed = parseStartDate(startKey, today);
    return parsed.ok ? parsed.date : null;
  }, [startKey, today]);
  const content = useMemo(
    () =>
      posterContent(
        {
          name: name.name,
          words,
          invitation: parts.invitation,
          steps: parts.steps,
          hashtags: hashtags.split(' '),
          length,
          start: startDate,
        },
        formats,
      ),
    [name.name, words, parts, hashtags, length, startDate, formats],
  );
  const size = POSTER_SIZES[sizeId];
  const design = POSTER_DESIGNS[designId];

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let current = true;
    void loadPosterFonts(posterText(content)).then((loaded) => {
      if (!current) return;
      setFonts(loaded ? 'ready' : 'failed');
      const layout = renderPoster(canvas, content, size, design, 'full', previewScale(size));
      setDescription(posterDescription(content, layout, size, design.label));
    });
    return () => {
      current = false;
    };
  }, [content, size, design]);

  const printing = useSyncExternalStore(
    subscribePrint,
    () => printOwner === id,
    () => false,
  );
  useEffect(() => {
    if (length > 1) setPrintOwner(id);
    else if (printOwner === id) setPrintOwner(null);
  }, [length, id]);
  useEffect(
    () => () => {
      if (printOwner === id) setPrintOwner(null);
    },
    [id],
  );

  const fileName = posterFileName(name.name, size);
  // The picture at its full size, drawn afresh for each download, share or copy: the preview is
  // drawn smaller.
  const png = () => {
    try {
      const full = document.createElement('canvas');
      renderPoster(full, content, size, design);
      return canvasToPng(full);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const download = async () => {
    const blob = await png().catch(() => null);
    if (!blob || !downloadFile(fileName, blob)) {
      toast({ ...POSTER_DOWNLOAD_FAILED, variant: 'destructive' });
    }
  };
  const share = async () => {
    const blob = await png().catch(() => null);
    const outcome = blob
      ? await shareImageFile(new File([blob], fileName, { type: 'image/png' }), name.name)
      : 'failed';
    if (outcome === 'unsupported') toast({ ...POSTER_SHARE_UNSUPPORTED, variant: 'destructive' });
    if (outcome === 'failed') toast({ ...POSTER_SHARE_FAILED, variant: 'destructive' });
  };
  const copy = async () => {
    if (await copyImage(png())) toast(posterCopiedMessage(name.name));
    else toast({ ...POSTER_COPY_FAILED, variant: 'destructive' });
  };

  const wordsHintId = `${id}-words-hint`;
  const dateHintId = `${id}-date-hint`;
  const printHintId = `${id}-print-hint`;

  return (
    <div
      role="group"
      aria-label={`Poster for ${name.name}`}
      className="mt-1 grid gap-4 rounded-xl bg-surface-muted p-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="flex flex-col items-center gap-2">
        <canvas
          ref={canvasRef}
          width={Math.round(size.width * previewScale(size))}
          height={Math.round(size.height * previewScale(size))}
          role="img"
          aria-label={description || `Poster for ${name.name}, being drawn`}
          className="block h-auto max-h-[28rem] w-auto max-w-full rounded-lg border border-line"
        />
        <p className="text-xs text-ink-muted" aria-live="polite">
          {fonts === 'loading'
            ? POSTER_FONTS_LOADING
            : fonts === 'failed'
              ? POSTER_FONTS_FAILED
              : ''}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <FieldLabel htmlFor={`${id}-design`}>Design</FieldLabel>
          <Select
            id={`${id}-design`}
            value={designId}
            onChange={(event) => {
              setDesignId(event.target.value as PosterDesignId);
            }}
          >
            {POSTER_DESIGN_IDS.map((designOption) => (
              <option key={designOption} value={designOption}>
                {POSTER_DESIGNS[designOption].label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-size`}>Size</FieldLabel>
          <Select
            id={`${id}-size`}
            value={sizeId}
            onChange={(event) => {
              setSizeId(event.target.value as PosterSizeId);
            }}
          >
            {POSTER_SIZE_IDS.map((sizeOption) => (
              <option key={sizeOption} value={sizeOption}>
                {POSTER_SIZES[sizeOption].label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-words`}>Your words</FieldLabel>
          <TextInput
            id={`${id}-words`}
            type="text"
            value={words}
            maxLength={MAX_POSTER_WORDS}
            placeholder={parts.invitation}
            aria-describedby={wordsHintId}
            onChange={(event) => {
              setWords(event.target.value);
            }}
          />
          <p id={wordsHintId} className="mt-1 text-sm text-ink-muted">
            {posterWordsHint(MAX_POSTER_WORDS)}
          </p>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-length`}>Length</FieldLabel>
          <Select
            id={`${id}-length`}
            value={length}
            onChange={(event) => {
              setLength(Number(event.target.value) as ChallengeLength);
            }}
          >
            {CHALLENGE_LENGTHS.map((option) => (
              <option key={option} value={option}>
                {LENGTH_LABELS[option]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-start`}>Start date</FieldLabel>
          <TextInput
            id={`${id}-start`}
            type="date"
            value={startText}
            min={isoDate(addDays(today, -START_DATE_RANGE_DAYS))}
            max={isoDate(addDays(today, START_DATE_RANGE_DAYS))}
            aria-invalid={!start.ok}
            aria-describedby={dateHintId}
            onChange={(event) => {
              setStartText(event.target.value);
            }}
          />
          <p
            id={dateHintId}
            className={`mt-1 text-sm ${start.ok ? 'text-ink-muted' : 'text-danger-text'}`}
          >
            {start.ok ? START_DATE_HINT : START_DATE_MESSAGES[start.reason]}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Download PNG of poster for ${name.name}`}
            onClick={() => void download()}
          >
            Download PNG
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Share image of poster for ${name.name}`}
            onClick={() => void share()}
          >
            Share image
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Copy image of poster for ${name.name}`}
            onClick={() => void copy()}
          >
            Copy image
          </Button>
          {length > 1 ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Print calendar for ${name.name}`}
              aria-describedby={printHintId}
              onClick={() => {
                setPrintOwner(id);
                window.print();
              }}
            >
              Print calendar
            </Button>
          ) : null}
        </div>
        {length > 1 ? (
          <p id={printHintId} className="text-sm text-ink-muted">
            {PRINT_HINT}
          </p>
        ) : null}
      </div>
      {printing && length > 1
        ? createPortal(<PrintCalendar content={content} />, document.body)
        : null}
    </div>
  );
}
