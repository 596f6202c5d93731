// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { machineTicks, othersShare, processTicks } from './cpu-others';

describe('machineTicks', () => {
  // A 2-CPU machine's /proc/stat: user nice system idle iowait irq softirq steal guest guest_nice.
  const procStat = [
    'cpu  6806286 268521 945833 4115943 11277 0 17029 206613 0 0',
    'cpu0 3403143 134260 472916 2057971 5638 0 8514 103306 0 0',
    'cpu1 3403143 134261 472917 2057972 5639 0 8515 103307 0 0',
    'intr 123456 0 0',
    'ctxt 987654',
  ].join('\n');

  it('counts user, nice, system, irq and softirq as busy, and not idle or iowait', () => {
    expect(machineTicks(procStat)).toEqual({
      busy: 6806286 + 268521 + 945833 + 0 + 17029,
      steal: 206613,
      cpus: 2,
    });
  });

  it('refuses a file that does not start with the total line', () => {
    expect(() => machineTicks(procStat.split('\n').slice(1).join('\n'))).toThrow(/"cpu"/);
  });
});

describe('processTicks', () => {
  // /proc/<pid>/stat of `cat`, with utime 7 and stime 5 and a start time of 6255366 ticks.
  const statOf = (pid: number, name: string) =>
    `${pid} (${name}) R 19647 19647 31388 0 -1 4194304 100 0 0 0 7 5 0 0 20 0 1 0 6255366 ` +
    '3133440 382 18446744073709551615 93896204574720 93896204594601 0 0 0 0 0 0 0 0 0 17 1 0';

  it('reads user and system ticks, and tells a reused pid by its start time', () => {
    expect(processTicks(statOf(19650, 'cat'))).toEqual({ id: '19650@6255366', ticks: 12 });
  });

  it('reads the same whatever the command name holds: spaces, parentheses, digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 15 }), fc.nat(99_999), (name, pid) => {
        expect(processTicks(statOf(pid, name))).toEqual({ id: `${pid}@6255366`, ticks: 12 });
      }),
    );
  });
});

describe('othersShare', () => {
  it('is the busy and stolen time this container did not use, over the capacity of the span', () => {
    // 1 s on 2 CPUs is 200 ticks; the machine was busy 150 of them, 120 ours, and lost 10 to its host.
    expect(othersShare({ busy: 150, steal: 10 }, 120, 1000, 2)).toBeCloseTo(0.2);
  });

  it('is never negative when this container was read to have used more than the machine counted', () => {
    expect(othersShare({ busy: 100, steal: 0 }, 104, 1000, 2)).toBe(0);
  });

  it('is 0 over no time', () => {
    expect(othersShare({ busy: 5, steal: 0 }, 0, 0, 2)).toBe(0);
  });
});
