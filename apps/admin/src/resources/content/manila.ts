import dayjs, { type Dayjs } from 'dayjs';

/** The site's clock: Manila, GMT+8 all year (no daylight saving). */
const OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A moment as a date picker shows it: Manila's wall-clock time, whatever the operator's computer
 * says (the pickers work in the computer's zone, so the Manila fields are given to it as local).
 */
export function toPicker(at: number | null | undefined): Dayjs | undefined {
  if (at === null || at === undefined) return undefined;
  const manila = new Date(at + OFFSET_MS);
  return dayjs(
    new Date(
      manila.getUTCFullYear(),
      manila.getUTCMonth(),
      manila.getUTCDate(),
      manila.getUTCHours(),
      manila.getUTCMinutes(),
      manila.getUTCSeconds(),
    ),
  );
}

/** A picker's value read back as the moment it means in Manila (epoch ms). */
export function fromPicker(value: Dayjs | null | undefined): number | undefined {
  if (!value) return undefined;
  return (
    Date.UTC(
      value.year(),
      value.month(),
      value.date(),
      value.hour(),
      value.minute(),
      value.second(),
    ) - OFFSET_MS
  );
}
