import { describe, expect, it } from 'vitest';
import { listItems } from './member-centre';

const input = (flags: Record<string, boolean>, type: number) => ({
  flags,
  withdrawalEnabled: true,
  promotions: new Set<string>(),
  member: { type, toUpline: false },
});
const keys = (flags: Record<string, boolean>, type: number) =>
  listItems(input(flags, type)).map((item) => item.key);

describe('the member centre list', () => {
  it('offers agents the agency centre, unless the merchant hides it (HIAGECEN3)', () => {
    expect(keys({}, 1)).toContain('agency_center');
    expect(keys({}, 2)).toContain('agency_center');
    expect(keys({}, 0)).not.toContain('agency_center');
    expect(keys({ HIAGECEN3: true }, 2)).not.toContain('agency_center');
  });
});
