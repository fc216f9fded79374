import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectBusyTaskSeen,
  LONG_TASK_MS,
  longTasksOf,
  watchLongTasks,
  type LongTask,
} from './long-tasks';
import { launch, openPhone, url } from './browser';

/**
 * Issue 32: home on a low-end phone. Chromium slows its own CPU by this factor (Lighthouse's
 * mobile default), so the page's work weighs as it would on a cheap Android phone.
 */
const CPU_SLOWDOWN = 4;
/** The fixed window watched, from the page's load event on. */
const WINDOW_MS = 10_000;
/**
 * Long tasks allowed in the window: a count, not a time, so a slower machine cannot turn a pass
 * into a failure by a few milliseconds. Measured on the 2-core machine where issue 32 was worked:
 * 5–10 in the window, every one within 3.1 s of load (the blocks' first render, the latest-news
 * popup's opening, the games panel), the same before and after its first changes; none after.
 */
const MAX_LONG_TASKS = 16;
/**
 * After the first 5 s only the page's steady life is left (carousels, jackpot, marquee, polls):
 * measured 0. A timer that re-renders too much, or work put off until the page looks idle, shows
 * here; one stray task (a collection of garbage on a loaded machine) is allowed.
 */
const SETTLED_MS = 5_000;
const MAX_SETTLED_LONG_TASKS = 1;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('home on a low-end phone, in Chromium with its CPU slowed 4×', () => {
  it('keeps its long tasks to its first render, not its whole life', async () => {
    // A first visit: the latest-news popup opens too, as it does for a new visitor.
    const page = await openPhone(browser, undefined, { newsPopup: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await watchLongTasks(page);

    await page.goto(url('/m/home'), { waitUntil: 'load' });
    const loadedAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(WINDOW_MS);
    // The page did live through the window: the blocks and the popup are there.
    await page.getByRole('dialog').waitFor();
    await page.locator('.home-jackpot [data-value]').waitFor();

    const tasks = await longTasksOf(page);
    const inWindow = tasks.filter(
      (task) =>
        task.startTime >= loadedAt &&
        task.startTime < loadedAt + WINDOW_MS &&
        task.duration >= LONG_TASK_MS,
    );
    const settled = inWindow.filter((task) => task.startTime >= loadedAt + SETTLED_MS);
    const list = (of: LongTask[]) =>
      of.map((task) => `${Math.round(task.startTime - loadedAt)}+${Math.round(task.duration)}`);
    console.info(
      `home, CPU ${CPU_SLOWDOWN}× slower: ${inWindow.length} long tasks in the ${WINDOW_MS} ms ` +
        `after load (ms after load + ms long): [${list(inWindow).join(', ')}]`,
    );
    expect(inWindow.length, list(inWindow).join(', ')).toBeLessThanOrEqual(MAX_LONG_TASKS);
    expect(settled.length, list(settled).join(', ')).toBeLessThanOrEqual(MAX_SETTLED_LONG_TASKS);

    // The watch itself works: a task of 120 ms is seen (so a short list above is a finding).
    await expectBusyTaskSeen(page);
    await page.context().close();
  });
});
