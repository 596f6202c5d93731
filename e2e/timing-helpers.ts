/** What the `timed` project's tests measure the page's tasks with. */
import type { Page } from '@playwright/test';

/** Starts recording the page's long tasks (over 50 ms, as the browser defines them). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as { longTasks?: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/**
 * The longest task recorded since `watchLongTasks` or the last call (0 when none was long), once
 * two frames have passed; the record starts afresh.
 */
export async function takeLongestTask(page: Page): Promise<number> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    const tasks = (window as { longTasks?: number[] }).longTasks ?? [];
    return Math.max(0, ...tasks.splice(0));
  });
}

/** The middle value (of an even count, the upper of the two). */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
