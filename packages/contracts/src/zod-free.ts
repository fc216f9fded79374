/**
 * `@app/contracts/zod-free`: the constants, types, helpers and answer guards the web's first load
 * needs, without zod (about 25 kB gzip). Import from here in code that runs before the first
 * screen (app frame, start-up, the API client); everything else uses `@app/contracts`.
 */
export * from './answers.js';
export * as guard from './guard.js';
export type { Guard, Infer, SafeParseResult } from './guard.js';
export * from './headers.js';
export * from './jackpot.js';
export * from './language-codes.js';
export * from './manila-time.js';
export * from './member-types.js';
export * from './merchant.js';
export * from './play-break.js';
export * from './routes.js';
export * from './sealing-scheme.js';
export * from './startup-mode.js';
export * from './whitelabel-flags.js';
export * from './site-calendar.js';
export * from './qr-path.js';
export * from './safe-html.js';
