import { z } from 'zod';
import type { ErrorCode } from './errors.js';

/**
 * The error code of a text input holding a control character. The server answers it as a 400
 * naming the field; the check rides on the zod issue's params so the server can tell it apart.
 */
export const CONTROL_CHARS_CODE = 'text.control.chars' satisfies ErrorCode;

/**
 * Control characters (C0 with tab and line breaks, DEL, C1: Unicode's Cc) and the bidirectional
 * overrides and isolates, which can make a nickname or payee name read as another (U+202E).
 */
const CONTROL_CHARS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

export const hasControlChars = (value: string): boolean => CONTROL_CHARS.test(value);

/**
 * Every text the API takes from a request (query, params, body) starts from this: a string with
 * no control characters. PostgreSQL refuses a NUL in text, and nothing a person types into one
 * line holds the others, so they are refused at the contract with a clear 400 instead of a 500
 * or a name that displays as something else.
 */
export const text = () =>
  z.string().refine((value) => !hasControlChars(value), {
    params: { code: CONTROL_CHARS_CODE },
  });

/**
 * Whether a zod issue is the refusal above. fastify-type-provider-zod keeps an issue's other
 * fields in its validation item's `params`, so pass that for a validation error.
 */
export function isControlCharsIssue(issue: unknown): boolean {
  if (typeof issue !== 'object' || issue === null) return false;
  const params = (issue as { params?: unknown }).params;
  return (
    typeof params === 'object' &&
    params !== null &&
    (params as { code?: unknown }).code === CONTROL_CHARS_CODE
  );
}
