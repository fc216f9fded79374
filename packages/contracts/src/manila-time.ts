import type { Language } from './language-codes.js';
import { siteClock } from './site-calendar.js';

const MONTHS: Record<Language, readonly string[]> = {
  EN: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  TY: [
    'Enero',
    'Pebrero',
    'Marso',
    'Abril',
    'Mayo',
    'Hunyo',
    'Hulyo',
    'Agosto',
    'Setyembre',
    'Oktubre',
    'Nobyembre',
    'Disyembre',
  ],
};

const ZONE: Record<Language, string> = { EN: 'Manila time', TY: 'oras sa Maynila' };

/**
 * A moment as a member reads it in a message, in their language and Manila time, the same on the
 * server (error and inbox texts) and in the web: "November 28, 2026, 3:30 PM (Manila time)",
 * "Nobyembre 28, 2026, 3:30 PM (oras sa Maynila)". Written by hand, not with Intl, so every
 * runtime (with or without full ICU data) writes the same words.
 */
export function manilaTimeText(at: number | Date, language: Language): string {
  const local = siteClock(typeof at === 'number' ? at : at.getTime());
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const month = MONTHS[language][local.getUTCMonth()];
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${month} ${local.getUTCDate()}, ${local.getUTCFullYear()}, ${clock} (${ZONE[language]})`;
}
