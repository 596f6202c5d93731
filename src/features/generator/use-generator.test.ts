import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERATION_DELAY_MS } from '../../config/timing';
import { createRandom } from '../../generator';
import { generateNames } from '../../generator/draw';
import { describeNamePattern } from '../../../test/name-oracle';
import { loadGeneration, shareableResult, useGenerator } from './use-generator';

// The site fetches the draw when a visitor reaches for the form; here it is loaded up front.
beforeAll(async () => {
  await loadGeneration();
});

function setup() {
  return renderHook(() => useGenerator());
}

/** The finished generation. */
function resultOf(state: ReturnType<typeof useGenerator>['state']) {
  if (state.status !== 'results') throw new Error(`expected results, got ${state.status}`);
  return state.result;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useGenerator', () => {
  it('waits for the spec delay of 800 ms', () => {
    expect(GENERATION_DELAY_MS).toBe(800);
  });

  it('goes idle → generating → results after the delay, with seeded names', () => {
    const { result } = setup();
    expect(result.current.state).toEqual({ status: 'idle' });

    let outcome: ReturnType<typeof result.current.generate> | undefined;
    act(() => {
      outcome = result.current.generate({
        keyword: '  morning yoga ',
        type: 'fitness',
        platform: 'instagram',
      });
    });
    expect(outcome).toEqual({ ok: true });
    expect(result.current.state).toEqual({ status: 'generating', keyword: 'MorningYoga' });

    act(() => {
      vi.advanceTimersByTime(GENERATION_DELAY_MS - 1);
    });
    expect(result.current.state.status).toBe('generating');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    const finished = resultOf(result.current.state);
    expect(finished).toMatchObject({
      keyword: 'MorningYoga',
      type: 'fitness',
      platform: 'instagram',
    });
    // The result's seed replays the same names: randomness is injected, not hidden.
    expect(finished.seed).not.toBe('');
    expect(finished.names).toEqual(
      generateNames({
        keyword: 'MorningYoga',
        type: 'fitness',
        platform: 'instagram',
        random: createRandom(finished.seed),
      }),
    );
    expect(finished.names).toHaveLength(8);
    expect(new Set(finished.names.map((n) => n.name)).size).toBe(8);
    for (const { name } of finished.names) {
      expect(describeNamePattern(name, 'MorningYoga', 'fitness')).not.toBeNull();
    }
  });

  it('uses a given seed instead of a fresh one, and a fresh one for each generation without', () => {
    const { result } = setup();
    const seeds: string[] = [];
    for (const seed of ['abc', undefined, undefined]) {
      act(() => {
        result.current.generate({ keyword: 'yoga', type: 'dance', platform: 'tiktok', seed });
        vi.advanceTimersByTime(GENERATION_DELAY_MS);
      });
      seeds.push(resultOf(result.current.state).seed);
    }
    expect(seeds[0]).toBe('abc');
    expect(new Set(seeds).size).toBe(3);
  });

  it('replays a shared generation at once when asked, with no timer', () => {
    const { result } = setup();
    let outcome: ReturnType<typeof result.current.generate> | undefined;
    act(() => {
      outcome = result.current.generate({
        keyword: 'yoga',
        type: 'pet',
        platform: 'youtube',
        seed: 'shared',
        instant: true,
      });
    });
    expect(outcome).toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
    expect(resultOf(result.current.state).seed).toBe('shared');
    const { state } = result.current;
    if (state.status !== 'results') throw new Error(`expected results, got ${state.status}`);
    expect(state.result.names).toEqual(
      generateNames({
        keyword: 'Yoga',
        type: 'pet',
        platform: 'youtube',
        random: createRandom('shared'),
      }),
    );

    // Nothing is left running: an ordinary generation can start right away.
    act(() => {
      outcome = result.current.generate({ keyword: 'cats', type: 'pet', platform: 'youtube' });
    });
    expect(outcome).toEqual({ ok: true });
  });

  it('starts nothing on a second request while generating', () => {
    const { result } = setup();
    act(() => {
      result.current.generate({
        keyword: 'yoga',
        type: 'dance',
        platform: 'tiktok',
        seed: 'first',
      });
    });
    let second: ReturnType<typeof result.current.generate> | undefined;
    act(() => {
      vi.advanceTimersByTime(GENERATION_DELAY_MS / 2);
      second = result.current.generate({ keyword: 'guitar', type: 'music', platform: 'youtube' });
    });
    expect(second).toEqual({ ok: false, reason: 'busy' });

    // The first generation finishes on its own schedule, untouched by the second request.
    act(() => {
      vi.advanceTimersByTime(GENERATION_DELAY_MS / 2);
    });
    expect(result.current.state).toMatchObject({
      status: 'results',
      result: { keyword: 'Yoga', type: 'dance', seed: 'first' },
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores two requests in the same tick, before React re-renders', () => {
    const { result } = setup();
    act(() => {
      const { generate } = result.current;
      generate({ keyword: 'yoga', type: 'dance', platform: 'tiktok' });
      expect(generate({ keyword: 'yoga', type: 'dance', platform: 'tiktok' })).toEqual({
        ok: false,
        reason: 'busy',
      });
    });
    expect(vi.getTimerCount()).toBe(1);
  });

  it('replaces earlier results with a new generation', () => {
    const { result } = setup();
    act(() => {
      result.current.generate({ keyword: 'yoga', type: 'dance', platform: 'tiktok', seed: 'one' });
      vi.advanceTimersByTime(GENERATION_DELAY_MS);
    });
    act(() => {
      result.current.generate({
        keyword: 'guitar',
        type: 'music',
        platform: 'facebook',
        seed: 'two',
      });
    });
    expect(result.current.state).toEqual({ status: 'generating', keyword: 'Guitar' });
    act(() => {
      vi.advanceTimersByTime(GENERATION_DELAY_MS);
    });
    expect(result.current.state).toMatchObject({
      status: 'results',
      result: { keyword: 'Guitar', type: 'music', platform: 'facebook', seed: 'two' },
    });
  });

  it.each([
    ['   ', { ok: false, reason: 'empty' }],
    ['🎉 & ✨', { ok: false, reason: 'no-usable-characters' }],
    ['a'.repeat(41), { ok: false, reason: 'too-long', length: 41 }],
  ])('refuses %j, keeping earlier results', (keyword, expected) => {
    const { result } = setup();
    act(() => {
      result.current.generate({ keyword: 'yoga', type: 'dance', platform: 'tiktok' });
      vi.advanceTimersByTime(GENERATION_DELAY_MS);
    });
    const before = result.current.state;

    let outcome: ReturnType<typeof result.current.generate> | undefined;
    act(() => {
      outcome = result.current.generate({ keyword, type: 'dance', platform: 'tiktok' });
    });
    expect(outcome).toEqual(expected);
    expect(result.current.state).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer when unmounted mid-generation, without updating state', () => {
    const consoleError = vi.spyOn(console, 'error');
    const { result, unmount } = setup();
    act(() => {
      result.current.generate({ keyword: 'yoga', type: 'dance', platform: 'tiktok' });
    });
    expect(vi.getTimerCount()).toBe(1);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(GENERATION_DELAY_MS * 2);
    });
    expect(result.current.state.status).toBe('generating');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('useGenerator: keep and More names', () => {
  function generated() {
    const hook = setup();
    act(() => {
      hook.result.current.generate({
        keyword: 'yoga',
        type: 'wellness',
        platform: 'tiktok',
        seed: 'series',
        instant: true,
      });
    });
    return hook;
  }

  it('keeps the kept names in place, replaces the others with new ones, and shares them all', () => {
    const { result } = generated();
    const first = resultOf(result.current.state);
    expect(shareableResult(first)).toEqual({
      keyword: 'Yoga',
      type: 'wellness',
      platform: 'tiktok',
      seed: 'series',
    });
    const kept = first.names[2]?.name ?? '';
    act(() => {
      result.current.toggleKeep(kept);
    });
    expect(resultOf(result.current.state).kept).toEqual(new Set([kept]));

    act(() => {
      void result.current.more();
    });
    const second = resultOf(result.current.state);
    expect(second.round).toBe(1);
    expect(second.names[2]?.name).toBe(kept);
    const fresh = second.names.map((name) => name.name).filter((name) => name !== kept);
    expect(fresh).toHaveLength(7);
    for (const name of fresh) expect(first.shown).not.toContain(name);
    expect(shareableResult(second).names).toEqual(second.names.map((name) => name.name));

    act(() => {
      result.current.toggleKeep(kept);
    });
    expect(resultOf(result.current.state).kept.size).toBe(0);
  });

  it('opens the names a link carried, and falls back to the seed when none is usable', () => {
    const { result } = generated();
    act(() => {
      void result.current.more();
    });
    const shared = shareableResult(resultOf(result.current.state));

    const opened = setup();
    act(() => {
      opened.result.current.generate({ ...shared, instant: true });
    });
    const reopened = resultOf(opened.result.current.state);
    expect(reopened.names.map((name) => name.name)).toEqual(shared.names);

    act(() => {
      opened.result.current.generate({ ...shared, names: ['#Nope'], instant: true });
    });
    const fallback = resultOf(opened.result.current.state);
    expect(fallback.round).toBe(0);
    expect(fallback.names.map((name) => name.name)).toEqual(
      generateNames({
        keyword: 'Yoga',
        type: 'wellness',
        platform: 'tiktok',
        random: createRandom('series'),
      }).map((name) => name.name),
    );
  });

  it('ends the series when every name has been shown, then changes nothing', () => {
    const { result } = generated();
    for (let round = 0; round < 20 && !resultOf(result.current.state).exhausted; round++) {
      act(() => {
        void result.current.more();
      });
    }
    const spent = resultOf(result.current.state);
    expect(spent.exhausted).toBe(true);
    expect(new Set(spent.shown).size).toBe(spent.shown.length);
    act(() => {
      void result.current.more();
    });
    expect(resultOf(result.current.state)).toBe(spent);
  });
});
