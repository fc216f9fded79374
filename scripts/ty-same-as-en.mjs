#!/usr/bin/env node
/**
 * Lists the TY (Filipino) strings of apps/web/src/locales that are the same as their EN text, so
 * a translator can review them: `node scripts/ty-same-as-en.mjs` prints "namespace:key  text"
 * for each; `--all` also prints those the allow-list of loanwords and names accepts
 * (apps/web/src/locales/same-in-ty.json). The locale test (locales.test.ts) fails on any other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../apps/web/src/locales/', import.meta.url));

/** "a.b.c" → string, for every string leaf of a locale file. */
function leaves(value, prefix = '', out = new Map()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      leaves(inner, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

export function sameInBoth() {
  const found = [];
  for (const file of readdirSync(join(root, 'en')).filter((name) => name.endsWith('.json'))) {
    const en = leaves(JSON.parse(readFileSync(join(root, 'en', file), 'utf8')));
    const ty = leaves(JSON.parse(readFileSync(join(root, 'ty', file), 'utf8')));
    for (const [key, text] of en) {
      if (ty.get(key) === text) found.push({ key: `${file.replace(/\.json$/, '')}:${key}`, text });
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const allowed = new Set(JSON.parse(readFileSync(join(root, 'same-in-ty.json'), 'utf8')).texts);
  const all = process.argv.includes('--all');
  let count = 0;
  for (const { key, text } of sameInBoth()) {
    if (!all && allowed.has(text)) continue;
    count += 1;
    console.log(`${key}\t${text}`);
  }
  console.error(`${count} TY string(s) the same as EN${all ? '' : ' and not on the allow-list'}`);
}
