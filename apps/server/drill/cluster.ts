import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../test/ports.js';

/**
 * The drill's own PostgreSQL and Redis, on loopback ports of their own, in a temporary folder:
 * the drill restarts and stops them, which it must never do to the machine's shared servers.
 */

/** PostgreSQL's programs: Debian keeps them under /usr/lib/postgresql/<version>/bin. */
function postgresBin(program: string): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort().reverse() : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', program);
    if (fs.existsSync(candidate)) return candidate;
  }
  return program;
}

/**
 * Runs one of PostgreSQL's programs, as the `postgres` user when this is root (PostgreSQL
 * refuses to run as root). Asynchronous: the load keeps running meanwhile.
 */
const asRoot = process.getuid?.() === 0;
async function runPostgres(program: string, args: string[]): Promise<void> {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', postgresBin(program), ...args]]
    : [postgresBin(program), args];
  await promisify(execFile)(command, argv);
}

export type DrillPostgres = {
  url: string;
  /** A fast restart: every connection is cut, the server is back within seconds. */
  restart: () => Promise<void>;
  /** pg_terminate_backend on every connection of the site's database. */
  terminateBackends: () => Promise<number>;
  stop: () => Promise<void>;
  /** The same, synchronously: for the process' exit, when the drill fails half-way. */
  stopNow: () => void;
};

export async function startPostgres(): Promise<DrillPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drill-pg-'));
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await runPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  // The server's output goes to its log file: a server holding pg_ctl's own output open would
  // keep the call waiting for it to close.
  const logFile = path.join(dir, 'log');
  const ctl = (action: string, ...more: string[]) =>
    runPostgres('pg_ctl', [action, '-D', data, '-w', '-t', '60', '-l', logFile, ...more]);
  await ctl('start', '-o', options);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = async <T>(statement: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(statement)).rows as T[];
    } finally {
      await client.end();
    }
  };
  await admin('CREATE DATABASE drill');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/drill`,
    restart: () => ctl('restart', '-m', 'fast', '-o', options),
    terminateBackends: async () => {
      const rows = await admin<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
         WHERE datname = 'drill' AND pid <> pg_backend_pid()`,
      );
      return rows[0]?.n ?? 0;
    },
    stop: async () => {
      try {
        await ctl('stop', '-m', 'immediate');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
      }
    },
    stopNow: () => {
      if (!fs.existsSync(dir)) return;
      const args = ['stop', '-D', data, '-m', 'immediate'];
      try {
        if (asRoot) {
          execFileSync('runuser', ['-u', 'postgres', '--', postgresBin('pg_ctl'), ...args]);
        } else execFileSync(postgresBin('pg_ctl'), args);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

export type DrillRedis = {
  url: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  stopNow: () => void;
};

/** A Redis that keeps nothing on disk, started and stopped at will on one port. */
export async function startRedis(): Promise<DrillRedis> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitForPort(port);
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  const stopNow = () => {
    server?.kill('SIGKILL');
  };
  return { url: `redis://127.0.0.1:${port}`, start, stop, stopNow };
}

async function waitForPort(port: number): Promise<void> {
  const { connect } = await import('node:net');
  for (let tries = 0; tries < 100; tries++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}
