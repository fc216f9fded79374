import fs from 'node:fs';
import { startServer } from '@/start.js';

/**
 * The server of the e2e journeys (e2e/global-setup.ts runs it): main.ts's start-up, plus the
 * answer of every captcha appended to the file named by the first argument as a JSON line
 * `{"id":…,"code":…}`, where e2e/captcha.ts looks up the captcha a page shows. A browser test
 * cannot read the picture, any more than a script should; production runs main.ts, which has no
 * such hook, and nothing under src/ imports this file.
 */
const answersFile = process.argv[2];
if (!answersFile) {
  process.stderr.write('\nUsage: e2e-server.ts <captcha answers file>\n\n');
  process.exit(1);
}

await startServer({
  captchaAnswers: (id, code) => fs.appendFileSync(answersFile, `${JSON.stringify({ id, code })}\n`),
});
