import { NUMBER_LOCALES, SITE_TIME_ZONE } from '@/shared/format';
import type { Language } from '@app/contracts/zod-free';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** "Nov 23" in the language's format, in Philippine time (the week is Manila's). */
export function weekDay(epochMs: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(NUMBER_LOCALES[language], {
      month: 'short',
      day: 'numeric',
      timeZone: SITE_TIME_ZONE,
    });
    formats.set(language, format);
  }
  return format.format(epochMs);
}
