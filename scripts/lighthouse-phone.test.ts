// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CPU_SLOWDOWN,
  MAX_SPEED_CHANGE,
  PHONE_BENCHMARK_INDEX,
  artifactsAtSlowdown,
  cpuSlowdown,
  speedOverRun,
} from './lighthouse-phone';

describe('cpuSlowdown', () => {
  it('makes any machine between the phone and four times it that phone, to a tenth', () => {
    fc.assert(
      fc.property(
        fc.double({ min: PHONE_BENCHMARK_INDEX, max: 4 * PHONE_BENCHMARK_INDEX, noNaN: true }),
        (index) => {
          expect(Math.abs(cpuSlowdown(index) - index / PHONE_BENCHMARK_INDEX)).toBeLessThanOrEqual(
            0.05 + 1e-9,
          );
        },
      ),
    );
  });

  it('never slows more than Lighthouse does by default, nor speeds a slow machine up', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (index) => {
        expect(cpuSlowdown(index)).toBeGreaterThanOrEqual(1);
        expect(cpuSlowdown(index)).toBeLessThanOrEqual(DEFAULT_CPU_SLOWDOWN);
      }),
    );
    expect(cpuSlowdown(2000)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdown(100)).toBe(1);
  });

  it('slows a faster machine more', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        (a, b) => {
          expect(cpuSlowdown(Math.max(a, b))).toBeGreaterThanOrEqual(cpuSlowdown(Math.min(a, b)));
        },
      ),
    );
  });

  it('falls back to the default when the index is missing', () => {
    expect(cpuSlowdown(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
  });
});

describe('artifactsAtSlowdown', () => {
  const gathered = {
    BenchmarkIndex: 822,
    URL: { finalDisplayedUrl: 'http://127.0.0.1/' },
    settings: {
      throttlingMethod: 'simulate',
      formFactor: 'mobile',
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    },
  };

  it('records the new slowdown and keeps every other setting and artifact', () => {
    const calibrated = artifactsAtSlowdown(gathered, 3.3);
    expect(calibrated.settings.throttling).toEqual({
      rttMs: 150,
      throughputKbps: 1638.4,
      cpuSlowdownMultiplier: 3.3,
    });
    expect(calibrated.settings.formFactor).toBe('mobile');
    expect(calibrated.URL).toEqual(gathered.URL);
    expect(calibrated.BenchmarkIndex).toBe(822);
  });

  it('leaves the gathered artifacts as they were', () => {
    artifactsAtSlowdown(gathered, 2);
    expect(gathered.settings.throttling.cpuSlowdownMultiplier).toBe(4);
  });

  it('refuses a run whose page loaded under its slowdown', () => {
    const devtools = {
      ...gathered,
      settings: { ...gathered.settings, throttlingMethod: 'devtools' },
    };
    expect(() => artifactsAtSlowdown(devtools, 3)).toThrow(/devtools throttling/);
  });
});

describe('speedOverRun', () => {
  it('takes the mean of the two measures, in either order', () => {
    expect(speedOverRun(800, 1000)).toEqual({ index: 900, steady: true });
    expect(speedOverRun(1000, 800)).toEqual({ index: 900, steady: true });
  });

  it('calls a run steady exactly when the machine kept within the allowed change', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 3000, noNaN: true }),
        fc.double({ min: 100, max: 3000, noNaN: true }),
        (before, after) => {
          const { index, steady } = speedOverRun(before, after);
          expect(index).toBeGreaterThanOrEqual(Math.min(before, after));
          expect(index).toBeLessThanOrEqual(Math.max(before, after));
          expect(steady).toBe(
            Math.min(before, after) >= (1 - MAX_SPEED_CHANGE) * Math.max(before, after),
          );
        },
      ),
    );
  });

  it('does not trust a run whose machine slowed from 1,509 to 828, as one did', () => {
    expect(speedOverRun(1509, 828).steady).toBe(false);
  });
});
