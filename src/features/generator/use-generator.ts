import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERATION_DELAY_MS } from '../../config/timing';
import {
  cleanKeyword,
  createRandom,
  freshSeed,
  generateNames,
  toChallengeType,
  toPlatform,
  type ChallengeType,
  type GeneratedName,
  type KeywordRefusal,
  type Platform,
} from '../../generator';

/** What the visitor asked for: the keyword as typed, and the two pickers. */
export interface GenerationRequest {
  readonly keyword: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
  /** Replays a known generation (a share link); a fresh seed otherwise. */
  readonly seed?: string;
  /**
   * Shows the names at once, without the simulated delay: for replaying a shared link, whose
   * names already exist, rather than for a generation the visitor asked for.
   */
  readonly instant?: boolean;
}

/** One finished generation, with everything needed to replay it. */
export interface GenerationResult {
  /** The cleaned keyword the names were built from. */
  readonly keyword: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
  readonly seed: string;
  readonly names: readonly GeneratedName[];
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

/**
 * Drives the generator: idle → generating (for the spec's delay) → results. A refused keyword
 * changes nothing and says why; a request while one is running starts nothing. Each generation
 * draws from `createRandom(seed)`, and the seed stays on the result so it can be replayed.
 */
export function useGenerator() {
  const [state, setState] = useState<GeneratorState>(IDLE);
  // A ref, not state: two Enter presses can land before React re-renders with 'generating'.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      // Leaving the page mid-generation: the names are no longer wanted.
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  const generate = useCallback((request: GenerationRequest): GenerateOutcome => {
    if (timer.current !== null) return { ok: false, reason: 'busy' };
    const cleaned = cleanKeyword(request.keyword);
    if (!cleaned.ok) {
      return cleaned.length === undefined
        ? { ok: false, reason: cleaned.reason }
        : { ok: false, reason: cleaned.reason, length: cleaned.length };
    }
    const { keyword } = cleaned;
    const type = toChallengeType(request.type);
    const platform = toPlatform(request.platform);
    const seed = request.seed ?? freshSeed();

    const finish = () => {
      const names = generateNames({ keyword, type, platform, random: createRandom(seed) });
      setState({ status: 'results', result: { keyword, type, platform, seed, names } });
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

  return { state, generate };
}
