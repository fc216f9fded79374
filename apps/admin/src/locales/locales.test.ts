import { describe, expect, it } from 'vitest';
import en from './en.json';
import ty from './ty.json';
import { AREA_TEXTS } from '@/providers/i18n-provider';

/** "a.b.c" → text, for every text of a dictionary. */
function leaves(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      leaves(inner, prefix ? `${prefix}.${key}` : key, out);
    }
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('console dictionaries', () => {
  const enTexts = leaves(en);
  const tyTexts = leaves(ty);
  for (const [area, texts] of Object.entries(AREA_TEXTS)) {
    leaves(texts.EN, area, enTexts);
    leaves(texts.TY, area, tyTexts);
  }

  it('keep each area’s texts (resources/<area>/texts.ts) apart from the shared ones', () => {
    for (const area of Object.keys(AREA_TEXTS)) expect(Object.keys(en)).not.toContain(area);
  });

  it('have every text in both TY and EN', () => {
    expect([...tyTexts.keys()].sort()).toEqual([...enTexts.keys()].sort());
    for (const [key, text] of tyTexts) expect(text.trim(), key).not.toBe('');
  });

  it('fill in the same values in both languages', () => {
    for (const [key, text] of enTexts) {
      expect(placeholders(tyTexts.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
