import { runAdmin } from './admin-run.js';

/** `npm run admin -- <command>`: talks to the running server's operator API. */
process.exitCode = await runAdmin(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
