import { describe, expect, it } from 'vitest';
import sameInTy from './same-in-ty.json';

type Files = Record<string, { default: unknown }>;
const FILES: Record<'en' | 'ty', Files> = {
  en: import.meta.glob('./en/*.json', { eager: true }),
  ty: import.meta.glob('./ty/*.json', { eager: true }),
};
const fileNames = () => Object.keys(FILES.en).map((path) => path.slice('./en/'.length));
const read = (language: 'en' | 'ty', file: string): unknown =>
  FILES[language][`./${language}/${file}`]?.default;

/** Every string of a locale file by its dotted key. */
function leaves(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      leaves(inner, prefix ? `${prefix}.${key}` : key, out);
    }
  }
  return out;
}

const allowed = new Set(sameInTy.texts);

describe('TY texts (docs/glossary.md)', () => {
  it('has no TY string equal to its EN one unless it is a loanword or name on the allow-list', () => {
    const untranslated: string[] = [];
    expect(fileNames().length).toBeGreaterThan(20);
    for (const file of fileNames()) {
      const ty = leaves(read('ty', file));
      for (const [key, text] of leaves(read('en', file))) {
        if (ty.get(key) === text && !allowed.has(text))
          untranslated.push(`${file}:${key} “${text}”`);
      }
    }
    // List them with `node scripts/ty-same-as-en.mjs`; translate, or allow a real loanword.
    expect(untranslated).toEqual([]);
  });

  it('uses one term per concept (the glossary’s choices)', () => {
    const texts = (language: 'en' | 'ty') =>
      fileNames().flatMap((file) => [...leaves(read(language, file)).values()]);
    const en = texts('en').join('\n');
    const ty = texts('ty').join('\n');
    expect(en).not.toMatch(/centre/i);
    expect(en).not.toMatch(/\bsign up\b/i);
    expect(ty).not.toMatch(/centre/i);
    expect(ty).not.toMatch(/Mag-sign up/i);
    expect(ty).not.toMatch(/Panalo at talo/i);
    // The noun is "deposit"; the button's verb stays "Magdeposito".
    expect(ty.replaceAll('Magdeposito', '')).not.toMatch(/deposito/i);
  });
});
