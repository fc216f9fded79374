import { AGENT_ACCOUNTS_ERROR_MESSAGES } from './error-messages-agent-accounts.js';
import { AGENT_CONTRACTS_ERROR_MESSAGES } from './error-messages-agent-contracts.js';
import { AGENT_MONEY_ERROR_MESSAGES } from './error-messages-agent-money.js';
import { AGENT_REBATES_ERROR_MESSAGES } from './error-messages-agent-rebates.js';
import { AGENT_PAYOUTS_ERROR_MESSAGES } from './error-messages-agent-payouts.js';
import { OPERATOR_ERROR_MESSAGES } from './error-messages-operator.js';
import { OPERATOR_MEMBERS_ERROR_MESSAGES } from './error-messages-operator-members.js';
import { OPERATOR_AGENTS_ERROR_MESSAGES } from './error-messages-operator-agents.js';
import { PLAY_ERROR_MESSAGES } from './error-messages-play.js';
import { SEAMLESS_ERROR_MESSAGES } from './error-messages-seamless.js';
import { SITE_ERROR_MESSAGES } from './error-messages-site.js';
import type { Language } from './language.js';

/**
 * The HTTP statuses an error code may carry (ARCHITECTURE "Wire contract"): 400 bad input,
 * 401 no session or a failed login, 403 not allowed, 404 not found, 405, 409 conflict,
 * 413 too large, 429 too many, 500 unknown, 502 an upstream (SMS gateway) failed, 503 unavailable.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500 | 502 | 503;

/**
 * Stable error codes of the API with their HTTP status and their messages in each language. The
 * server answers with `{ success: false, code, message }` and the code's status, which throw sites
 * never choose; the web translates by code as well, so both stay in step.
 * Messages in English follow SPEC §8's catalogue where it names them.
 */
export const ERROR_MESSAGES = {
  ...SITE_ERROR_MESSAGES,
  ...PLAY_ERROR_MESSAGES,
  ...AGENT_ACCOUNTS_ERROR_MESSAGES,
  ...AGENT_MONEY_ERROR_MESSAGES,
  ...AGENT_REBATES_ERROR_MESSAGES,
  ...AGENT_PAYOUTS_ERROR_MESSAGES,
  ...AGENT_CONTRACTS_ERROR_MESSAGES,
  ...SEAMLESS_ERROR_MESSAGES,
  ...OPERATOR_ERROR_MESSAGES,
  ...OPERATOR_MEMBERS_ERROR_MESSAGES,
  ...OPERATOR_AGENTS_ERROR_MESSAGES,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The HTTP status of every answer with `code`. */
export function errorStatus(code: ErrorCode): ErrorStatus {
  return ERROR_MESSAGES[code].status;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

/** The message of `code` in `language`, with `{name}` placeholders filled from `params`. */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string> = {},
): string {
  return ERROR_MESSAGES[code][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The catalogue code a zod issue carries in its params, when a refinement refuses a value with
 * its own code (text.ts's control characters, a promotion comment's length). fastify-type-
 * provider-zod keeps an issue's other fields in its validation item's `params`: pass that.
 */
export function issueErrorCode(issue: unknown): ErrorCode | undefined {
  if (typeof issue !== 'object' || issue === null) return undefined;
  const params = (issue as { params?: unknown }).params;
  if (typeof params !== 'object' || params === null) return undefined;
  const code = (params as { code?: unknown }).code;
  return typeof code === 'string' && isErrorCode(code) ? code : undefined;
}
