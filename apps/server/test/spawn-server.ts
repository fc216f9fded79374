import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WEB_DIST_FIXTURE } from './test-app.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Variables of the outer shell that would change what the child opens or where. */
const DROPPED = [
  'DATABASE_URL',
  'REDIS_URL',
  'OPERATOR_TOKEN',
  'PORT',
  'HOST',
  'DATA_DIR',
  'INIT_CWD',
  'ADMIN_URL',
];

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/**
 * A script of apps/server run by Node: TypeScript with the tsx loader, as `npm run dev` runs
 * main.ts, or (`{ tsx: false }`) built JavaScript with plain node, as `npm start` runs dist/main.js.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  { tsx = true }: { tsx?: boolean } = {},
) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !DROPPED.includes(key)),
  );
  const loader = tsx ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, script, ...args], {
    cwd: SERVER_DIR,
    env: { ...base, LOG_LEVEL: 'warn', WEB_DIST_DIR: WEB_DIST_FIXTURE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  /** Resolves once `text` was printed; rejects, with the output so far, on exit or timeout. */
  function waitFor(text: string, ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (output.includes(text)) done();
      };
      const timer = setTimeout(
        () => done(new Error(`no "${text}" within ${ms} ms:\n${output}`)),
        ms,
      );
      void exited.then((exit) =>
        done(new Error(`exited (${exit.code}) before "${text}":\n${output}`)),
      );
      listeners.add(check);
      check();
    });
  }

  return { child, exited, waitFor, output: () => output };
}

/** The server (src/main.ts) in a child process. */
export const startServer = (env: Record<string, string>) => runScript('src/main.ts', [], env);

/** The built server (dist/main.js, `npm run build`) in a child process, with plain node. */
export const startBuiltServer = (env: Record<string, string>) =>
  runScript('dist/main.js', [], env, { tsx: false });
