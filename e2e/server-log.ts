import fs from 'node:fs';
import { inject } from 'vitest';

/** The message of each JSON log line of the server (other lines as they are). */
function messages(): string[] {
  const text = fs.readFileSync(inject('serverLogFile'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: unknown };
        return typeof entry.msg === 'string' ? entry.msg : line;
      } catch {
        return line;
      }
    });
}

/** How many messages the log holds now: pass it to `waitForLog` to skip older ones. */
export const logMark = () => messages().length;

/**
 * Waits for a log message matching `pattern` (after message number `after`): the outbox logs
 * every SMS and e-mail it keeps, so the journeys read codes and links as a person would read
 * their phone or inbox.
 */
export async function waitForLog(
  pattern: RegExp,
  after = 0,
  timeoutMs = 10_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const message of messages().slice(after)) {
      const match = pattern.exec(message);
      if (match) return match;
    }
    if (Date.now() > deadline) throw new Error(`no server log line matched ${String(pattern)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
