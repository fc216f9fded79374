import { startServer } from './start.js';

/** The server as `npm start` runs it; start.ts does the work (shared with the e2e server). */
await startServer();
