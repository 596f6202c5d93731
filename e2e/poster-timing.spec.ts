/**
 * Drawing a poster on a slow phone: with the CPU slowed 4× (Chrome DevTools' throttling), a poster
 * with a dated 30-day calendar is drawn again for every design and size. The drawing (layout and
 * paint, the `poster-draw` measure) takes at most 150 ms at the median, and no task of the page
 * runs over 200 ms, in the quietest of five rounds. These tests time the page's tasks, so they
 * run in the `timed` project: last, one at a time (playwright.config.ts).
 */
import { ROUTES } from '../src/config/routes';
import {
  POSTER_DESIGNS,
  POSTER_DESIGN_IDS,
  POSTER_SIZES,
  POSTER_SIZE_IDS,
} from '../src/features/poster/poster-options';
import { DRAW_MEASURE } from '../src/features/poster/render-poster';
import { expect, test } from './fixtures';
import { generateFor } from './home-helpers';
import { openPoster } from './poster-helpers';
import { median, takeLongestTask, watchLongTasks } from './timing-helpers';

const SLOWDOWN = 4;
const MEDIAN_DRAW_MS = 150;
const LONGEST_TASK_MS = 200;
const ROUNDS = 5;

test(`a poster with a 30-day calendar draws in ${MEDIAN_DRAW_MS} ms or less at the median on a CPU slowed ${SLOWDOWN}×, with no task over ${LONGEST_TASK_MS} ms`, async ({
  page,
}) => {
  // Eighty looks at a CPU slowed 4× take about 45 s on a quiet machine (each change re-renders
  // the panel and redraws the poster at that pace); a busy one took longer than the suite's 60 s.
  test.setTimeout(180_000);
  await page.goto(ROUTES.home.path);
  const [name] = await generateFor(page, 'morning yoga', { type: 'Wellness' });
  const p = await openPoster(page, name!);
  await p.length.selectOption({ label: '30 days, with a calendar' });
  await p.start.fill(new Date().toISOString().slice(0, 10));
  await expect(p.preview).toHaveAccessibleName(
    /A calendar of 30 days, .* each with a box to tick\./,
  );

  // Handles found before the slowdown: finding a control by its accessible name computes names
  // across the whole page, in the page's own thread, and those tasks would be counted as ours.
  const [size, design, preview] = await Promise.all(
    [p.size, p.design, p.preview].map((locator) => locator.elementHandle()),
  );
  if (!size || !design || !preview) throw new Error('the poster panel is not there');

  const browser = await page.context().newCDPSession(page);
  await browser.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  const rounds: { median: number; slowest: number; longest: number; draws: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await page.evaluate((measure) => {
      performance.clearMeasures(measure);
    }, DRAW_MEASURE);
    await watchLongTasks(page);
    let looks = 0;
    for (const sizeId of POSTER_SIZE_IDS) {
      await size.selectOption(sizeId);
      for (const designId of POSTER_DESIGN_IDS) {
        await design.selectOption(designId);
        const { width, height } = POSTER_SIZES[sizeId];
        // The text alternative is set once the picture is drawn. Checked on every frame, in the
        // page: `expect.poll` waits 100 ms and more between looks, which made five rounds of a
        // slowed CPU outrun the test's time on a busy machine.
        await page.waitForFunction(
          ({ element, start }) => element.getAttribute('aria-label')?.startsWith(start),
          {
            element: preview,
            start: `Poster, ${width} by ${height} pixels, ${POSTER_DESIGNS[designId].label} design.`,
          },
          { polling: 'raf' },
        );
        looks++;
      }
    }
    const longest = await takeLongestTask(page);
    const durations = await page.evaluate(
      (measure) => performance.getEntriesByName(measure).map((entry) => entry.duration),
      DRAW_MEASURE,
    );
    // A size change redraws in the old design first: at least as many draws as looks.
    expect(durations.length).toBeGreaterThanOrEqual(looks);
    rounds.push({
      median: median(durations),
      slowest: Math.max(...durations),
      longest,
      draws: durations.length,
    });
  }
  await browser.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await browser.detach();

  console.log(
    `poster draw at ${SLOWDOWN}× CPU slowdown, ${ROUNDS} rounds: ${rounds
      .map(
        (r) =>
          `median ${r.median.toFixed(1)} ms, slowest ${r.slowest.toFixed(0)} ms of ${r.draws} draws, longest task ${r.longest.toFixed(0)} ms`,
      )
      .join('; ')}`,
  );
  // The quietest round decides, as the generator's bench does (scripts/bench.ts): this machine is
  // shared, and a neighbour's burst lengthens some of our tasks; a slower poster is slower in
  // every round.
  const best = rounds.reduce((a, b) => (b.longest < a.longest ? b : a));
  expect(best.median).toBeLessThanOrEqual(MEDIAN_DRAW_MS);
  expect(best.longest).toBeLessThanOrEqual(LONGEST_TASK_MS);
});
