import { siteDateFormat } from '@/shared/format';

/** "Nov 23" in the language's format, in Philippine time (the week is Manila's). */
export const weekDay = siteDateFormat({ month: 'short', day: 'numeric' });
