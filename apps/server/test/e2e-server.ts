import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '@/start.js';

/**
 * The server of the e2e journeys (e2e/global-setup.ts runs it): main.ts's start-up, plus the
 * answer of every captcha appended to the file named by the first argument as a JSON line
 * `{"id":…,"code":…}`, where e2e/captcha.ts looks up the captcha a page shows. A browser test
 * cannot read the picture, any more than a script should; production runs main.ts, which has no
 * such hook, and nothing under src/ imports this file.
 *
 * 'payouts-offset' beside that file holds the milliseconds the agent payouts' clock runs ahead of
 * the real one (missing or unreadable: 0), so a journey can close a day without waiting for it.
 */
const answersFile = process.argv[2];
if (!answersFile) {
  process.stderr.write('\nUsage: e2e-server.ts <captcha answers file>\n\n');
  process.exit(1);
}
const payoutsOffsetFile = path.join(path.dirname(answersFile), 'payouts-offset');

/**
 * The offset, read on every call: a cached value let a journey write the file and be answered
 * with the old clock within the cache's window (a month "not yet closed" right after moving past
 * it). The payouts' clock is read a few times a minute and per payout call; a small file read is
 * nothing beside that.
 */
function payoutsOffset(): number {
  try {
    return Number(fs.readFileSync(payoutsOffsetFile, 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
}

await startServer({
  captchaAnswers: (id, code) => fs.appendFileSync(answersFile, `${JSON.stringify({ id, code })}\n`),
  payouts: { now: () => Date.now() + payoutsOffset() },
});
