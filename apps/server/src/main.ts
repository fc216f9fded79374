import { startServer } from './start.js';

/**
 * The server's entry. `npm start` runs it bundled (build/bundle.mjs → dist/main.js) with plain
 * node, `npm run dev` with tsx. start.ts does the work (shared with the e2e server).
 */
await startServer();
