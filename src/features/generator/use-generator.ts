import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERATION_DELAY_MS } from '../../config/timing';
import {
  ALL_NAMES_KEPT_MESSAGE,
  GENERATOR_UNAVAILABLE_MESSAGE,
  MORE_NAMES_HINT,
  moreNamesSpentMessage,
} from '../../config/messages';
import { toast } from '../../lib/toast';
import {
  cleanKeyword,
  createRandom,
  freshSeed,
  toChallengeType,
  toNameStyle,
  toPlatform,
  type ChallengeType,
  type CreativeData,
  type KeywordRefusal,
  type NameSeries,
  type NameStyle,
  type Platform,
} from '../../generator';
import type { ShareableResult } from '../share';

/** What the visitor asked for: the keyword as typed, and the two pickers. */
export interface GenerationRequest {
  readonly keyword: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
  /** Classic when not given. */
  readonly style?: NameStyle;
  /** Replays a known generation (a share link); a fresh seed otherwise. */
  readonly seed?: string;
  /**
   * Shows the names at once, without the simulated delay: for replaying a shared link, whose
   * names already exist, rather than for a generation the visitor asked for.
   */
  readonly instant?: boolean;
  /** The names a share link carried after More names; the seed alone replays a fresh draw. */
  readonly names?: readonly string[];
}

/** One finished generation and its More names rounds, with everything needed to replay it. */
export interface GenerationResult extends NameSeries {
  readonly seed: string;
  /** How many More names rounds led here; 0 for names the seed alone replays. */
  readonly round: number;
  /** The names the visitor keeps through More names. */
  readonly kept: ReadonlySet<string>;
}

const NOTHING_KEPT: ReadonlySet<string> = new Set();

/**
 * What a share link needs to open this result: the seed alone replays a fresh generation; after
 * More names the link also lists the names on screen, kept ones included.
 */
export function shareableResult(result: GenerationResult): ShareableResult {
  const { keyword, type, platform, style, seed, round, names } = result;
  const link =
    style === 'creative'
      ? { keyword, type, platform, style, seed }
      : { keyword, type, platform, seed };
  return round === 0 ? link : { ...link, names: names.map((name) => name.name) };
}

/**
 * What More names can do for a result, in words: draw, nothing because the lists are spent, or
 * nothing because every name on screen is kept (`stuck` for the last two).
 */
export function moreNamesNews(result: GenerationResult): {
  readonly stuck: boolean;
  readonly text: string;
} {
  if (result.exhausted) {
    return { stuck: true, text: moreNamesSpentMessage(result.keyword, result.shown.length) };
  }
  if (result.names.every((name) => result.kept.has(name.name))) {
    return { stuck: true, text: ALL_NAMES_KEPT_MESSAGE };
  }
  return { stuck: false, text: MORE_NAMES_HINT };
}

/** Each round draws from its own stream of the seed, so a series replays round by round. */
function roundRandom(seed: string, round: number) {
  return createRandom(`${seed}:${round}`);
}

export type GeneratorState =
  | { readonly status: 'idle' }
  | { readonly status: 'generating'; readonly keyword: string }
  | { readonly status: 'results'; readonly result: GenerationResult };

export type GenerateOutcome =
  | { readonly ok: true }
  /** A generation is already running; this one started nothing. */
  | { readonly ok: false; readonly reason: 'busy' }
  | { readonly ok: false; readonly reason: KeywordRefusal; readonly length?: number };

const IDLE: GeneratorState = { status: 'idle' };

type Draw = typeof import('../../generator/draw');
type ResultsView = typeof import('./results-view');
interface Generation {
  readonly draw: Draw;
  readonly view: ResultsView;
}
let generationLoading: Promise<Generation> | null = null;
/** The draw and the cards that show its names, once loaded. */
export let generationLoaded: Generation | null = null;

/**
 * Loads the draw and the cards that show it, once. The form asks for them when a visitor first
 * reaches for it, so a visit that only reads never downloads them, and a generation's delay covers
 * the download. A failed load is forgotten so that the next attempt tries again.
 */
export function loadGeneration(): Promise<Generation> {
  generationLoading ??= Promise.all([
    import('../../generator/draw'),
    import('./results-view'),
  ]).then(
    ([draw, view]) => (generationLoaded = { draw, view }),
    (error: unknown) => {
      generationLoading = null;
      throw error;
    },
  );
  return generationLoading;
}

/** Runs `run` with the draw: at once when it is loaded (no flash of a pending state), else after. */
function withDraw<T>(run: (draw: Draw) => T): Promise<T> {
  return generationLoaded
    ? Promise.resolve(run(generationLoaded.draw))
    : loadGeneration().then(({ draw }) => run(draw));
}

/**
 * What a Creative draw needs (the type's formats, the keyword's shard), loaded in chunks of their
 * own the first time a visitor asks for Creative names; null for Classic.
 */
function loadStyle(style: NameStyle, keyword: string, type: ChallengeType) {
  if (style === 'classic') return Promise.resolve(null);
  return import('../../generator/creative/load-creative').then(({ loadCreativeData }) =>
    loadCreativeData(keyword, type),
  );
}

/**
 * Drives the generator: idle → generating (for the spec's delay) → results. A refused keyword
 * changes nothing and says why; a request while one is running starts nothing. Each generation
 * draws from `createRandom(seed)`, and the seed stays on the result so it can be replayed.
 */
export function useGenerator() {
  const [state, setState] = useState<GeneratorState>(IDLE);
  // Refs, not state: two Enter presses can land before React re-renders with 'generating'.
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      // Leaving the page mid-generation: the names are no longer wanted.
      mounted.current = false;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      busy.current = false;
    };
  }, []);

  const generate = useCallback((request: GenerationRequest): GenerateOutcome => {
    if (busy.current) return { ok: false, reason: 'busy' };
    const cleaned = cleanKeyword(request.keyword);
    if (!cleaned.ok) {
      return cleaned.length === undefined
        ? { ok: false, reason: cleaned.reason }
        : { ok: false, reason: cleaned.reason, length: cleaned.length };
    }
    const { keyword } = cleaned;
    const type = toChallengeType(request.type);
    const platform = toPlatform(request.platform);
    const style = toNameStyle(request.style);
    const seed = request.seed ?? freshSeed();

    busy.current = true;
    // Fetched during the delay; a failure is reported when it ends.
    loadGeneration().catch(() => undefined);
    // Classic needs nothing more; Creative's data is known once its chunks arrive.
    let data: CreativeData | null | undefined = style === 'classic' ? null : undefined;
    const creative = loadStyle(style, keyword, type).then((loaded) => (data = loaded));
    creative.catch(() => undefined);
    const finish = () => {
      const done = (draw: Draw, loaded: CreativeData | null) => {
        if (!mounted.current) return;
        busy.current = false;
        show(draw, loaded);
      };
      // Both ready (the usual case after the delay): at once, with no flash of a pending state.
      if (generationLoaded && data !== undefined) {
        done(generationLoaded.draw, data);
        return;
      }
      Promise.all([loadGeneration(), creative]).then(
        ([{ draw }, loaded]) => {
          done(draw, loaded);
        },
        () => {
          if (!mounted.current) return;
          busy.current = false;
          setState((current) => (current.status === 'generating' ? IDLE : current));
          toast({ ...GENERATOR_UNAVAILABLE_MESSAGE, variant: 'destructive' });
        },
      );
    };
    const show = (
      { generateNames, resumeSeries, startSeries, styleOf }: Draw,
      data: CreativeData | null,
    ) => {
      const start = { keyword, type, platform, style, creative: data };
      // Names from a link stand when the lists can make them; round 1 marks that the seed
      // alone would not give them back.
      const resumed =
        request.names === undefined
          ? null
          : resumeSeries(start, request.names, roundRandom(seed, 0));
      const series =
        resumed ??
        startSeries({
          ...start,
          names: generateNames({
            keyword,
            type,
            platform,
            ...styleOf(start),
            random: createRandom(seed),
          }),
        });
      const result = { ...series, seed, round: resumed ? 1 : 0, kept: NOTHING_KEPT };
      setState({ status: 'results', result });
    };
    if (request.instant) {
      finish();
      return { ok: true };
    }
    setState({ status: 'generating', keyword });
    timer.current = setTimeout(() => {
      timer.current = null;
      finish();
    }, GENERATION_DELAY_MS);
    return { ok: true };
  }, []);

  /** Keeps a name on screen through More names, or lets it go again. */
  const toggleKeep = useCallback((name: string) => {
    setState((current) => {
      if (current.status !== 'results') return current;
      const kept = new Set(current.result.kept);
      if (!kept.delete(name)) kept.add(name);
      return { status: 'results', result: { ...current.result, kept } };
    });
  }, []);

  /**
   * Replaces every name not kept with names this series has not shown; once the lists are spent
   * it changes nothing. Returns the series it produced (null when there are no results).
   */
  const more = useCallback((): Promise<GenerationResult | null> => {
    if (state.status !== 'results') return Promise.resolve(null);
    const { result } = state;
    const round = result.round + 1;
    // Results on screen mean the draw is loaded, so this runs at once.
    return withDraw(({ moreNames }) => {
      const series = moreNames(result, result.kept, roundRandom(result.seed, round));
      if (series === result) return result;
      const next = { ...result, ...series, round };
      setState({ status: 'results', result: next });
      return next;
    });
  }, [state]);

  return { state, generate, toggleKeep, more };
}
