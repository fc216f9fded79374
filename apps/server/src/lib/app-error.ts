import type { ErrorCode } from '@app/contracts';

/**
 * The one error type services throw. The error handler turns it into the envelope
 * `{ success: false, code, message, field? }` with the message in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly details: { field?: string; params?: Record<string, string>; value?: unknown } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
