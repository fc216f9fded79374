import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (or CHROMIUM_PATH), with the flags that work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../test-results/screenshots');

/**
 * This file's own client address. The e2e server believes X-Forwarded-For from loopback (as behind
 * a proxy), so each journey file is its own visitor: per-address limits (20 logins a minute, 10
 * sign-ups an hour) count one file's taps, not the whole suite's. 198.18.0.0/15 is for tests.
 */
export const CLIENT_IP = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}

type PhoneOptions = {
  width?: number;
  /**
   * Let home's latest-news popup show (once per browser session, SPEC §2). Off by default: other
   * journeys start with it already seen, so it does not cover what they tap.
   */
  newsPopup?: boolean;
  /** The phone's user agent (Chromium's own, a Linux desktop, unless given). */
  userAgent?: string;
  /** Let the site's service worker run (blocked by default, so every journey hits the server). */
  serviceWorkers?: boolean;
};

/** A phone: 390×844, touch, TY unless a language is remembered. */
export async function openPhone(
  browser: Browser,
  language?: 'TY' | 'EN',
  options: PhoneOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  if (language) {
    await context.addInitScript((lng) => window.localStorage.setItem('language', lng), language);
  }
  if (!options.newsPopup) {
    await context.addInitScript(() => window.sessionStorage.setItem('NOTICE_POP', '1'));
  }
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

export const url = (pathname: string) => `${inject('baseUrl')}${pathname}`;

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * A call to the operator API for the demo merchant (`path` after /operator/merchants/DEMO), as
 * `npm run admin` makes it: GET without a body, POST with one. Answers the envelope's value.
 */
export async function operatorApi(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url(`/operator/merchants/DEMO${path}`), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${inject('operatorToken')}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`operator ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { value: unknown }).value;
}

/** Switches the demo merchant through the operator API, as the admin command does. */
export async function operator(what: 'maintenance' | 'region-restriction', enabled: boolean) {
  const response = await fetch(url(`/operator/merchants/DEMO/${what}`), {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${inject('operatorToken')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ enabled }),
  });
  if (!response.ok) throw new Error(`operator ${what}: ${response.status}`);
}

/**
 * Layout shifts since the page started loading, without those right after an input (what
 * Lighthouse's CLS counts), read from the browser.
 */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

/** How far the page scrolls sideways (0 when nothing reaches past the screen). */
export const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Elements of `scope` reaching past the screen's right edge (the frame clips them, so the page
 * does not scroll: they are cut off), leaving out those inside `except` (a strip that scrolls
 * sideways by itself may hold more than fits).
 */
export const pastRightEdge = (page: Page, scope: string, except?: string) =>
  page.evaluate(
    ([inside, skip]) =>
      [...document.querySelectorAll(`${inside} *`)]
        .filter(
          (element) =>
            element.getBoundingClientRect().right > window.innerWidth + 0.5 &&
            !(skip && element.closest(skip)),
        )
        .map(
          (element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
        ),
    [scope, except] as const,
  );
