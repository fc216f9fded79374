import { ApiError } from './api';

/**
 * What to tell the operator of a failure: a refusal for their role (403 no.permission while
 * signed in) in the console's words, else the server's own message.
 */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status === 403 && error.code === 'no.permission') {
    return t('actions.forbidden');
  }
  return error instanceof Error ? error.message : String(error);
}
