/**
 * How much of the machine's CPU went to anything outside this container while a measurement ran:
 * other containers on the same machine (the kernel's `/proc/stat` counts the whole machine, while
 * `/proc/<pid>` shows only this container's processes) and other machines on the same host (the
 * `steal` time a virtual machine waited for its host). On a quiet machine it is a few percent of a
 * Lighthouse run at most; a run during which it is high measured the other tenants, not the page.
 */
import { readFile, readdir } from 'node:fs/promises';

/** The kernel's clock ticks per second (`USER_HZ`), 100 on every Linux Node supports. */
const TICKS_PER_SECOND = 100;

/**
 * The machine's busy and stolen CPU ticks so far, summed over its CPUs (the first line of
 * `/proc/stat`), and how many CPUs it has (a `cpuN` line each), which may be more than this
 * container may use.
 */
export function machineTicks(procStat: string): { busy: number; steal: number; cpus: number } {
  const lines = procStat.split('\n');
  const [label, ...fields] = (lines[0] ?? '').trim().split(/\s+/);
  const tick = (at: number) => Number(fields[at] ?? 0);
  if (label !== 'cpu') throw new Error('/proc/stat does not start with the total "cpu" line');
  return {
    // user nice system idle iowait irq softirq steal …: idle and iowait are not work.
    busy: tick(0) + tick(1) + tick(2) + tick(5) + tick(6),
    steal: tick(7),
    cpus: lines.filter((line) => /^cpu\d+ /.test(line)).length,
  };
}

/**
 * A process's identity and CPU ticks so far (user and system), from its `/proc/<pid>/stat`. The
 * identity is the pid with its start time, since a pid may be reused within a run. The command
 * name, in parentheses, may itself hold spaces and parentheses, so fields count from the last `)`.
 */
export function processTicks(pidStat: string): { id: string; ticks: number } {
  const pid = pidStat.slice(0, pidStat.indexOf(' '));
  const fields = pidStat.slice(pidStat.lastIndexOf(')') + 2).split(' ');
  // After the name: state (0) … utime (11), stime (12) … starttime (19).
  return { id: `${pid}@${fields[19]}`, ticks: Number(fields[11]) + Number(fields[12]) };
}

async function visibleProcessTicks(): Promise<Map<string, number>> {
  const ticks = new Map<string, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { id, ticks: used } = processTicks(await readFile(`/proc/${entry}/stat`, 'utf8'));
      ticks.set(id, used);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

/**
 * The share of the machine's CPU capacity used outside this container, given the machine's busy
 * and stolen ticks over a span and the ticks this container's processes used in it.
 */
export function othersShare(
  machine: { busy: number; steal: number },
  visible: number,
  elapsedMs: number,
  cpus: number,
): number {
  const capacity = (elapsedMs / 1000) * TICKS_PER_SECOND * cpus;
  return capacity > 0 ? Math.max(0, machine.busy - visible + machine.steal) / capacity : 0;
}

/** How often this container's processes are read: a Chromium that ends between reads loses less. */
const SAMPLE_EVERY_MS = 200;

/**
 * Starts watching; the returned function stops and gives the share of the CPU used outside this
 * container since, or undefined where `/proc` is not Linux's. Processes that start and end between
 * two reads go uncounted, and would count as others: reads every 200 ms keep that small.
 */
export async function watchOthers(): Promise<() => Promise<number | undefined>> {
  const machineNow = async () => machineTicks(await readFile('/proc/stat', 'utf8'));
  let start: ReturnType<typeof machineTicks>;
  let first: Map<string, number>;
  try {
    [start, first] = await Promise.all([machineNow(), visibleProcessTicks()]);
  } catch {
    return () => Promise.resolve(undefined);
  }
  const startedAt = Date.now();
  const last = new Map(first);
  const remember = (ticks: Map<string, number>) => {
    for (const [id, used] of ticks) last.set(id, used);
  };
  let reading = Promise.resolve();
  const timer = setInterval(() => {
    reading = reading.then(async () => {
      remember(await visibleProcessTicks());
    });
  }, SAMPLE_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await reading;
    const [end, ticks] = await Promise.all([machineNow(), visibleProcessTicks()]);
    remember(ticks);
    let visible = 0;
    for (const [id, used] of last) visible += used - (first.get(id) ?? 0);
    return othersShare(
      { busy: end.busy - start.busy, steal: end.steal - start.steal },
      visible,
      Date.now() - startedAt,
      end.cpus,
    );
  };
}
