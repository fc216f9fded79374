import {
  LOTTERY_MENU_TAGS,
  LOTTERY_PATHS,
  type LotteryGame,
  type LotteryMenu,
} from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectBusyTaskSeen,
  LONG_TASK_MS,
  longTasksOf,
  watchLongTasks,
  type LongTask,
} from './long-tasks';
import { launch, openPhone, screenshot, url } from './browser';

/** SPEC §9 / issue 10: forty countdowns on the lobby, each ticking every 500 ms. */
const ROWS = 40;
/** How long the countdowns tick while long tasks are watched. */
const TICKING_MS = 5_000;
/**
 * Long tasks allowed while the countdowns tick. The clocks tick ten times in the period: a tick
 * that renders too much is long in most of them. One stray task is not theirs: on CI's loaded
 * 2-core machine one run saw a single 59 ms task 2 s in, where the lobby asked for its menus
 * again and the idle prefetch of other pages' code ran.
 */
const STRAY_LONG_TASKS = 1;

/**
 * The lobby's rows: copies of the real answer's first game with their own codes, names and
 * draws, whose draws are 2 to 120 s away. Each answer reads the time left against fixed draw
 * times, as the server does, and a draw that has passed makes way for the next a minute later.
 */
function fortyRows(first: LotteryGame, drawTimes: number[]): LotteryGame[] {
  const now = Date.now();
  return drawTimes.map((drawTime, i) => {
    while (drawTime - now <= 0) drawTime += 60_000;
    drawTimes[i] = drawTime;
    return {
      ...first,
      gameId: 900_000 + i,
      gameCode: `LOAD${i + 1}`,
      gameName: `Load ${String(i + 1).padStart(2, '0')}`,
      numero: `${drawTime}`,
      isSale: true,
      lockTime: 0,
      remainTime: drawTime - now,
    };
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('the lottery lobby under load, in Chromium at 390 px', () => {
  it('forty countdowns keep the lottery lobby responsive', async () => {
    const page = await openPhone(browser);
    // Every long task of the page, from its first script on.
    await watchLongTasks(page);

    // The demo has 6 lottery games: the lobby's menus call is answered with forty, built from
    // the server's real answer (asked without the page's ETag, so it comes with a body).
    const start = Date.now();
    const drawTimes = Array.from(
      { length: ROWS },
      (_, i) => start + 2_000 + Math.round((i * 118_000) / (ROWS - 1)),
    );
    let answers = 0;
    await page.route(
      (address) => address.pathname === LOTTERY_PATHS.menus,
      async (route) => {
        const headers = { ...route.request().headers() };
        delete headers['if-none-match'];
        const real = await route.fetch({ headers });
        const body = (await real.json()) as { success: boolean; value: LotteryMenu[] };
        const first = body.value.flatMap((menu) => menu.gameMenus)[0];
        if (!first) throw new Error('the real lobby answer has no game');
        const rows = fortyRows(first, drawTimes);
        const fav = body.value.find((menu) => menu.tag === LOTTERY_MENU_TAGS.fav);
        const group = body.value.find(
          (menu) => menu.tag !== LOTTERY_MENU_TAGS.hot && menu.tag !== LOTTERY_MENU_TAGS.fav,
        );
        const value: LotteryMenu[] = [
          { tag: LOTTERY_MENU_TAGS.hot, labelName: LOTTERY_MENU_TAGS.hot, gameMenus: rows },
          ...(fav ? [fav] : []),
          { tag: group?.tag ?? 'LOAD', labelName: group?.labelName ?? 'Load', gameMenus: rows },
        ];
        answers += 1;
        await route.fulfill({ status: 200, json: { ...body, value } });
      },
    );

    await page.goto(url('/m/lottery'));
    const rows = page.locator('.lottery-row');
    await rows.nth(ROWS - 1).waitFor({ timeout: 20_000 });
    expect(await rows.count()).toBe(ROWS);
    // The last row's draw is 2 minutes away: its clock is open (the first ones are near their end).
    const clock = rows.nth(ROWS - 1).locator('.sale-clock.is-open .sale-clock-time');
    await clock.waitFor();
    const shownAt = await page.evaluate(() => performance.now());
    const before = await clock.textContent();

    await page.waitForTimeout(TICKING_MS);
    const endAt = await page.evaluate(() => performance.now());

    // The countdowns did tick, and the lobby asked for its menus again on the way (the nearest
    // draw was 2 s away): the watched period is the lobby at work, not a frozen page.
    expect(await clock.textContent()).not.toBe(before);
    expect(answers).toBeGreaterThan(1);

    // Only the ticking period counts. On this loaded 2-core machine the first render of forty
    // rows (with the start-up work around it) makes tasks of 50–140 ms, measured before the rows
    // show; and one run of seven saw a 51 ms task about 5 s after the rows, where the screenshot
    // (a 780×1688 paint) was then taken, so it is now taken after the period. Neither is the
    // countdowns' doing: both fall outside [shownAt, endAt].
    const tasks = await longTasksOf(page);
    const whileTicking = tasks.filter(
      (task) => task.startTime >= shownAt && task.startTime < endAt,
    );
    const durations = (list: LongTask[]) =>
      list.map((task) => Math.round(task.duration)).join(', ');
    console.info(
      `long tasks before the rows showed: [${durations(tasks.filter((t) => t.startTime < shownAt))}] ms; ` +
        `while ${ROWS} countdowns ticked for ${Math.round(endAt - shownAt)} ms: [${durations(whileTicking)}] ms`,
    );
    const long = whileTicking.filter((task) => task.duration >= LONG_TASK_MS);
    expect(long.length, durations(long)).toBeLessThanOrEqual(STRAY_LONG_TASKS);
    await screenshot(page, 'lottery-lobby-forty-countdowns');

    // The watch itself works: a task of 120 ms is seen (so a short list above is a finding).
    await expectBusyTaskSeen(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });
});
