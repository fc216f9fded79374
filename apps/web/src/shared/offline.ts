import { isOfflineError } from './api-client';
import { i18n } from './i18n';

/** Whether the browser says it has no network now (SPEC §8 'no internet'). */
export const isBrowserOffline = (): boolean =>
  typeof navigator !== 'undefined' && !navigator.onLine;

/** What a bet that could not leave the phone says: nothing was sent, the member decides. */
export const offlineBetText = (): string => i18n.t('common:offline_bet_not_sent');

/**
 * The text of a failed money action: offline, that nothing was sent (mutations are never paused
 * and replayed on reconnect, see query-client.ts); else the server's or the network's message.
 */
export const moneyActionErrorText = (error: unknown): string =>
  isOfflineError(error)
    ? offlineBetText()
    : error instanceof Error && error.message
      ? error.message
      : i18n.t('common:error_occurred');
