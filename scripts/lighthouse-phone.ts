/**
 * The phone every Lighthouse run simulates, and how a run is made to simulate it.
 *
 * Lighthouse simulates a phone by slowing the machine's CPU 4×, which its documentation
 * ("Calibrating the CPU slowdown", docs/throttling.md) sets for a desktop of benchmark index
 * 1,500–2,000: a phone of 375–500. On this project's machines (index 680–1,660, and it swings
 * within minutes) the same 4× made a phone of 170–415, so a page passed or failed with the
 * machine's mood. Each run's slowdown is therefore its own benchmark index (which Lighthouse
 * measures in the run, just before loading the page) over that of a phone of 250, slower than
 * Lighthouse's own target; never more than the default 4×, nor under 1×. The index is taken both
 * before and after the page loads (`speedOverRun`).
 *
 * Under simulated throttling, the default, the CPU slowdown is applied only when the run's trace
 * is audited, not while the page loads. So a run is gathered first, and audited once its index
 * is known with the slowdown that index calls for (`artifactsAtSlowdown`).
 */
export const PHONE_BENCHMARK_INDEX = 250;
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The CPU slowdown, to a tenth, that makes a machine of this index the phone of 250. */
export function cpuSlowdown(benchmarkIndex: number): number {
  const slowdown = Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10;
  return Number.isFinite(slowdown)
    ? Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, slowdown))
    : DEFAULT_CPU_SLOWDOWN;
}

/** The part of Lighthouse's saved artifacts (`artifacts.json` of a gather) read here. */
export interface GatheredArtifacts {
  readonly BenchmarkIndex: number;
  readonly settings: {
    readonly throttlingMethod: string;
    readonly throttling: { readonly cpuSlowdownMultiplier: number };
  };
}

/**
 * The artifacts of a gathered run, recording the slowdown its audit will apply: Lighthouse
 * refuses to audit with settings other than those it gathered with. Only simulated throttling
 * may be changed after the fact; under any other method the page loaded at the gathered
 * slowdown, and changing the record would misreport it.
 */
export function artifactsAtSlowdown<Artifacts extends GatheredArtifacts>(
  artifacts: Artifacts,
  slowdown: number,
): Artifacts {
  if (artifacts.settings.throttlingMethod !== 'simulate') {
    throw new Error(
      `the run was gathered with ${artifacts.settings.throttlingMethod} throttling, which applies ` +
        'its slowdown while the page loads; only simulated throttling can be calibrated afterwards',
    );
  }
  return {
    ...artifacts,
    settings: {
      ...artifacts.settings,
      throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown },
    },
  };
}

/**
 * Lighthouse measures the machine once, before the page loads; on a shared machine the speed can
 * change by half within seconds. So the machine is measured again just after the run, and the
 * run's speed is the mean of the two. Where they differ by more than this share of the faster,
 * the run's speed is not known well enough to calibrate it: it is measured again.
 */
export const MAX_SPEED_CHANGE = 0.3;

/** The machine's speed over a run, from its benchmark index before and after the page loaded. */
export function speedOverRun(
  before: number,
  after: number,
): { readonly index: number; readonly steady: boolean } {
  const change = Math.abs(before - after) / Math.max(before, after);
  return { index: (before + after) / 2, steady: change <= MAX_SPEED_CHANGE };
}
