import { config } from 'zod/v4/core';

/**
 * zod as the web app sees it (vite.config.ts aliases `zod` here): parsing without compiled code.
 * The site's Content-Security-Policy has no 'unsafe-eval', and zod's `new Function` probe is
 * reported as a violation even though zod catches it (Lighthouse best practices). Set before any
 * schema is parsed, since this module runs before every module that imports zod.
 */
config({ jitless: true });

export * from 'zod/v4';
