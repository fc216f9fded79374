import { errorStatus, type ErrorCode, type ErrorStatus } from '@app/contracts';

/**
 * The one error type services throw. The error handler turns it into the envelope
 * `{ success: false, code, message, field? }` with the message in the caller's language and the
 * HTTP status the contracts' catalogue gives the code: a throw site names only the code.
 */
export class AppError extends Error {
  readonly statusCode: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    readonly details: {
      field?: string;
      params?: Record<string, string>;
      /** Moments (epoch ms) the message names: written in the caller's language, Manila time. */
      times?: Record<string, number>;
      value?: unknown;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = errorStatus(code);
  }
}
