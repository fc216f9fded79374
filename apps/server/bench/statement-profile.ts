import pg from 'pg';

/**
 * Counts the statements sent to PostgreSQL while `run` runs, grouped by their text, with their
 * times (BENCH_PROFILE=1 in the benches): where a batch's round trips go.
 */
export async function profileStatements<T>(run: () => Promise<T>): Promise<T> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen = new Map<string, { count: number; ms: number }>();
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first.text ?? '?'))
      .replace(/\s+/g, ' ')
      .replace(/\(\$\d+[^)]*\)(, \(\$\d+[^)]*\))+/g, '(…)×n')
      .slice(0, 110);
    const started = performance.now();
    const result = original.apply(this, args);
    const done = () => {
      const entry = seen.get(text) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += performance.now() - started;
      seen.set(text, entry);
    };
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  };
  try {
    return await run();
  } finally {
    proto.query = original;
    const rows = [...seen].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, e]) => sum + e.count, 0);
    process.stdout.write(`  statements: ${total}\n`);
    for (const [text, { count, ms }] of rows.slice(0, 25)) {
      process.stdout.write(
        `    ${String(count).padStart(5)} ${ms.toFixed(0).padStart(6)} ms  ${text}\n`,
      );
    }
  }
}
