import { describe, expect, it } from 'vitest';
import { greetingOf } from './greeting';

describe('greetingOf (SPEC §2 Agent home)', () => {
  it('says morning from 0 to 10, early afternoon 11-14, late afternoon 15-18, evening after', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => greetingOf(hour));
    expect(byHour.slice(0, 11)).toEqual(Array(11).fill('morning'));
    expect(byHour.slice(11, 15)).toEqual(Array(4).fill('early_afternoon'));
    expect(byHour.slice(15, 19)).toEqual(Array(4).fill('late_afternoon'));
    expect(byHour.slice(19)).toEqual(Array(5).fill('evening'));
  });
});
