import fs from 'node:fs';
import path from 'node:path';
import { EncryptionKey, sealBody } from '@app/contracts';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { storedSession } from './auth-helpers';
import { operatorApi, url } from './browser';

/** The agent-payout journeys' API side: member calls, the merchant's period settings, the clock. */
const HEADERS = { Merchant: 'DEMO', Language: 'EN', Device: 'MOBILE' };

/**
 * A member call with `token` (the API, for what no screen of the journey does): GET without a
 * body, POST with one unless `method` says otherwise; `sealed`: the body sealed with the site's
 * key, as the app sends passwords. Answers the envelope's value; a refusal throws.
 */
export async function call<T>(
  token: string,
  pathname: string,
  body?: Record<string, unknown>,
  { sealed = false, method }: { sealed?: boolean; method?: 'PUT' } = {},
) {
  let payload: unknown = body;
  const headers: Record<string, string> = { ...HEADERS, Authorization: token };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (sealed && body) {
    const answer = await fetch(url('/wps/system/encryption/key'), { headers: HEADERS });
    const key = EncryptionKey.parse(((await answer.json()) as { value: unknown }).value);
    payload = sealBody(key, 'POST', pathname, body);
    headers.Encryption = key.scheme;
  }
  const response = await fetch(url(pathname), {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const answer = (await response.json()) as { success: boolean; value: unknown };
  if (!answer.success) throw new Error(`${pathname}: ${JSON.stringify(answer)}`);
  return answer.value as T;
}

export const tokenOf = async (page: Page) => String((await storedSession(page))?.token);

/** Pesos as the screens write them: 2947 → '₱29.47'. */
export const peso = (minor: number) =>
  `₱${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The member's cash in minor units (the wallet answers major units). */
export const cashOf = async (token: string) =>
  Math.round((await call<{ sumBalance: number }>(token, '/wps/wallets/balance')).sumBalance * 100);

type Settings = { activeMinBet: number; autoPay: boolean; closeDelayMinutes: number };

/** The merchant's period settings: read them, or save `next` (PUT). */
async function periodSettings(next?: Settings): Promise<Settings> {
  if (!next) return (await operatorApi('/period-settings')) as Settings;
  const response = await fetch(url('/operator/merchants/DEMO/period-settings'), {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${inject('operatorToken')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(next),
  });
  expect(response.ok).toBe(true);
  return next;
}

/** Where the e2e server reads how far ahead the payouts' clock runs (ms); missing: 0. */
const offsetFile = () => path.join(path.dirname(inject('captchaAnswersFile')), 'payouts-offset');

/**
 * Runs `act` with the payouts' clock (alone) a minute past `end`, periods closing at once and
 * paid only when the operator says; the clock and the settings are put back afterwards.
 */
export async function pastOnPayoutsClock<T>(end: number, act: () => Promise<T>): Promise<T> {
  const saved = await periodSettings();
  try {
    fs.writeFileSync(offsetFile(), String(end - Date.now() + 60_000));
    await periodSettings({ ...saved, autoPay: false, closeDelayMinutes: 0 });
    return await act();
  } finally {
    fs.rmSync(offsetFile(), { force: true });
    await periodSettings(saved);
  }
}
