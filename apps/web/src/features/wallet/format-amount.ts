import type { Language } from '@app/contracts';
import { BALANCE_DECIMALS, BALANCE_LOCALES } from './constants';

const formats = new Map<Language, Intl.NumberFormat>();

/** An amount in major units with exactly 2 decimals and grouping, in the language's format. */
export function formatAmount(amount: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(BALANCE_LOCALES[language], {
      minimumFractionDigits: BALANCE_DECIMALS,
      maximumFractionDigits: BALANCE_DECIMALS,
    });
    formats.set(language, format);
  }
  return format.format(amount);
}
