import { Writable } from 'node:stream';

/**
 * The one-command start's log for a person at a terminal: pino's JSON lines turned into short
 * ones (`12:04:31 WARN  redis does not answer  err=connect ECONNREFUSED`). Production
 * (NODE_ENV=production or LOG_FORMAT=json) keeps the JSON a log collector reads.
 */
const LEVELS: Record<number, { name: string; colour: string }> = {
  10: { name: 'TRACE', colour: '90' },
  20: { name: 'DEBUG', colour: '90' },
  30: { name: 'INFO ', colour: '36' },
  40: { name: 'WARN ', colour: '33' },
  50: { name: 'ERROR', colour: '31' },
  60: { name: 'FATAL', colour: '41' },
};
/** Fields every line has, or that the line's text already says. */
const SAID = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err']);
const MAX_VALUE = 120;

type Entry = Record<string, unknown> & { level?: number; time?: number; msg?: string };

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

const valueText = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
};

/** One JSON log line as a short human one (several lines for an error's stack). */
export function prettyLine(json: string, colour = false): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json; // not a log entry: as it came
  }
  const level = LEVELS[entry.level ?? 30] ?? { name: String(entry.level), colour: '0' };
  const name = colour ? `\u001b[${level.colour}m${level.name}\u001b[0m` : level.name;
  const parts: string[] = [];
  const req = entry.req as { method?: string; url?: string } | undefined;
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  const res = entry.res as { statusCode?: number } | undefined;
  if (res?.statusCode) parts.push(String(res.statusCode));
  const extras = Object.entries(entry)
    .filter(([key]) => !SAID.has(key))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  if (err?.message) extras.push(`err=${err.message}`);
  let line = [`${clock(entry.time)} ${name} ${entry.msg ?? ''}`, ...parts, ...extras].join('  ');
  // A server fault's stack helps whoever runs it; a warning's would only be noise.
  if (err?.stack && (entry.level ?? 0) >= 50) {
    line += `\n${err.stack.split('\n').slice(1, 8).join('\n')}`;
  }
  return line;
}

/** A stream for pino that writes each entry to `out` as prettyLine says. */
export function prettyLogStream(out: NodeJS.WritableStream & { isTTY?: boolean }): Writable {
  const colour = Boolean(out.isTTY) && !process.env.NO_COLOR;
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${prettyLine(line, colour)}\n`);
      callback();
    },
  });
}
