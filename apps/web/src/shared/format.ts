import { SITE_OFFSET_MS, SITE_TIME_ZONE, siteClock, type Language } from '@app/contracts/zod-free';

/** SPEC §9 "Balance 2 decimals": amounts of money always show two. */
export const AMOUNT_DECIMALS = 2;
/**
 * The site's clock (contracts/site-calendar.ts): the Philippines, where the server's days, weeks
 * and periods begin. Dates and times show in it whatever zone the phone is set to, so a record's
 * day heading and a limit's reset agree with what the server counts. `siteClock(at)` is a Date
 * whose UTC fields read the site's calendar and clock (only for reading fields).
 */
export { SITE_OFFSET_MS, SITE_TIME_ZONE, siteClock };

/** Number formats by site language (TY is Filipino as written in the Philippines). */
export const NUMBER_LOCALES: Record<Language, string> = { TY: 'fil-PH', EN: 'en-PH' };

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The language's number format with exactly `decimals` decimals, made once: building an
 * Intl.NumberFormat loads locale data and costs far more than formatting (a ticking counter
 * that built one per tick spent most of its frame there).
 */
function numberFormat(language: Language, decimals: number): Intl.NumberFormat {
  const key = `${language}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** An amount in major units with exactly 2 decimals and grouping, in the language's format. */
export const formatAmount = (amount: number, language: Language): string =>
  numberFormat(language, AMOUNT_DECIMALS).format(amount);

/** Minor units per major unit (2 decimals: the contracts' MINOR_PER_MAJOR, kept zod-free). */
const MINOR_PER_MAJOR = 10 ** AMOUNT_DECIMALS;

/** A wire amount in major units (the balance's) as minor units, the web's one money unit. */
export const minorOfMajor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

/**
 * The web's one money formatter: minor units as the site writes money, the wallet's symbol, the
 * language's grouping and 2 decimals (₱1,234.50). Unsigned: a sign is the caller's to add.
 */
export const formatMoney = (minor: number, symbol: string, language: Language): string =>
  `${symbol}${formatAmount(Math.abs(minor) / MINOR_PER_MAJOR, language)}`;

/**
 * A whole number with its thousands grouped ("1,234,567"), as both site locales (fil-PH, en-PH)
 * write it. Written out rather than through Intl: the first Intl.NumberFormat loads locale data,
 * a long task on a phone that home's jackpot would otherwise pay before anything else needs it.
 */
export const formatWhole = (value: number): string =>
  String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A date format in the language's words and the site's time (Manila, whatever the phone's zone),
 * made once per language: "Nov 23", "Nov 23, 2026, 9:05 PM" … as `options` say.
 */
export function siteDateFormat(options: Intl.DateTimeFormatOptions) {
  const formats = new Map<Language, Intl.DateTimeFormat>();
  return (when: Date | number, language: Language): string => {
    let format = formats.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat(NUMBER_LOCALES[language], {
        ...options,
        timeZone: SITE_TIME_ZONE,
      });
      formats.set(language, format);
    }
    return format.format(when);
  };
}

/** A date and time of day (the publishing time of a notice), in the language's format, site time. */
export const formatDateTime = siteDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
