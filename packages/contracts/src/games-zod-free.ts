/**
 * `@app/contracts/games-zod-free`: the game catalogue's constants, client rules and answer guards
 * without zod, for the home page's popular games panel and the shared game pieces of the web. Apart
 * from zod-free.ts: everything a first-load module imports lands in the first load (the web's
 * firstLoadGroup), and none of this is needed before the first screen.
 */
export * from './game-rules.js';
export * as gameGuards from './game-guards.js';
export * from './game-lists.js';
