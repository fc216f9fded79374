import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@app/contracts/zod-free';
import { ApiError } from '../api-client';
import { refusalText, type Refusal } from '../error-catalogue';
import { currentLanguage, i18n } from '../i18n';

/**
 * A field's problem as the rules find it: an i18n key of the common namespace and the values its
 * text needs. It is stored in the form as a marked string and put into words when shown, so an
 * error on screen follows a language change at once.
 */
export type FormMessage = { key: string; values?: Record<string, string | number> };

const MARK = 'i18n:';
/** A refusal of the server kept with its code and values (see refusalMessage). */
const REFUSAL_MARK = 'api:';

/** A rule's message as a form error message (react-hook-form keeps messages as strings). */
export const encodeMessage = (message: FormMessage): string => MARK + JSON.stringify(message);

/** Turns a form error message into text in the current language; a server text stays as it is. */
export function useMessageText() {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      if (message.startsWith(REFUSAL_MARK)) {
        const refusal = JSON.parse(message.slice(REFUSAL_MARK.length)) as Refusal;
        return refusalText(refusal, parseLanguage(i18n.language));
      }
      if (!message.startsWith(MARK)) return message;
      const { key, values } = JSON.parse(message.slice(MARK.length)) as FormMessage;
      return t(key, { ...values, defaultValue: t('field_format_error') });
    },
    [t, i18n.language],
  );
}

/**
 * A server's refusal as a form error message: its code and values stay, so a field's error
 * follows a language change like the rules' own (the server's text until the catalogue is in).
 */
export const refusalMessage = (error: unknown): string =>
  error instanceof ApiError && error.message
    ? REFUSAL_MARK +
      JSON.stringify({
        code: error.code,
        message: error.message,
        field: error.field,
        params: error.params,
        language: currentLanguage(),
      } satisfies Refusal)
    : errorText(error);

/** A rule's problem named by a contracts code, said as the server would (see refusalMessage). */
export const encodeRefusal = (refusal: Refusal): string => REFUSAL_MARK + JSON.stringify(refusal);

/** The text to show for a failed call: the server's translated message, else 'error occurred'. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError && error.message ? error.message : i18n.t('common:error_occurred');
