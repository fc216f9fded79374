import type { Language } from '@app/contracts/zod-free';

/** What a refusal of the server keeps to be put into words again: its code and values. */
export type Refusal = {
  code: string;
  message: string;
  field?: string | undefined;
  params?: Record<string, string> | undefined;
  /** The language the server said it in: its own text stays while the language does. */
  language?: Language | undefined;
};

type Translate = (refusal: Refusal, language: Language) => string | undefined;
let translate: Translate | undefined;
let loading: Promise<void> | undefined;

/**
 * The contracts' error catalogue (every code's message in TY and EN), loaded once, after the
 * first refusal: the first page never carries it, and a later language switch finds it here.
 */
export function loadErrorCatalogue(): Promise<void> {
  loading ??= import('@app/contracts')
    .then(({ errorMessage, isErrorCode }) => {
      translate = ({ code, field, params }, language) =>
        isErrorCode(code)
          ? errorMessage(code, language, { field: field ?? '', ...params })
          : undefined;
    })
    .catch(() => {
      loading = undefined; // offline or a stale chunk: the server's text stays meanwhile
    });
  return loading;
}

/** A refusal in `language`: from the catalogue by its code, else the server's own text. */
export const refusalText = (refusal: Refusal, language: Language): string =>
  (refusal.language !== language && translate?.(refusal, language)) || refusal.message;
