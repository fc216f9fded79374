import type { Language } from '@app/contracts/zod-free';

/** SPEC §9 "Balance 2 decimals": amounts of money always show two. */
export const AMOUNT_DECIMALS = 2;
/** Number formats by site language (TY is Filipino as written in the Philippines). */
export const NUMBER_LOCALES: Record<Language, string> = { TY: 'fil-PH', EN: 'en-PH' };

const amountFormats = new Map<Language, Intl.NumberFormat>();

/** An amount in major units with exactly 2 decimals and grouping, in the language's format. */
export function formatAmount(amount: number, language: Language): string {
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], {
      minimumFractionDigits: AMOUNT_DECIMALS,
      maximumFractionDigits: AMOUNT_DECIMALS,
    });
    amountFormats.set(language, format);
  }
  return format.format(amount);
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
/** A date and time of day (the publishing time of a notice), in the language's format. */
export function formatDateTime(epochMs: number, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(NUMBER_LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dateFormats.set(language, format);
  }
  return format.format(epochMs);
}
