import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A long task, as Chromium reports one (the Long Tasks API's own threshold). */
export const LONG_TASK_MS = 50;

export type LongTask = { startTime: number; duration: number };
type Watched = Window & { longTasks: LongTask[] };

/** Records every long task of the page from its first script on (call before `goto`). */
export const watchLongTasks = (page: Page) =>
  page.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        watched.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });

/** The long tasks recorded so far. */
export const longTasksOf = (page: Page) =>
  page.evaluate(() => (window as unknown as Watched).longTasks);

/** The watch itself works: a task of 120 ms is seen (so a short list is a finding). */
export async function expectBusyTaskSeen(page: Page) {
  const busyAt = await page.evaluate(() => {
    setTimeout(() => {
      const until = performance.now() + 120;
      while (performance.now() < until) {
        // busy, as a slow render would be
      }
    }, 0);
    return performance.now();
  });
  await expect
    .poll(
      () =>
        page.evaluate(
          (since) =>
            (window as unknown as Watched).longTasks.some(
              (task) => task.startTime >= since && task.duration >= 100,
            ),
          busyAt,
        ),
      { timeout: 5_000 },
    )
    .toBe(true);
}
