import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    operatorToken: string;
    /** The server's log (JSON lines): SMS codes and e-mails of the outbox are read from it. */
    serverLogFile: string;
    /** `{"id","code"}` lines, one per captcha issued, written by the e2e server (captcha.ts). */
    captchaAnswersFile: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits for the start-up banner; fails with the server's output if it exits first. */
function waitForBanner(child: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(`:${port}/`)) return;
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

/**
 * Starts the real server on a fresh embedded database and a free port: main.ts's start-up through
 * apps/server/test/e2e-server.ts, which also writes each captcha's answer to a file for the tests.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-log-'));
  const logFile = path.join(logDir, 'server.log');
  const answersFile = path.join(logDir, 'captcha-answers.jsonl');
  fs.writeFileSync(answersFile, '');
  const port = await freePort();
  const operatorToken = `e2e-operator-token-${Date.now()}-0123456789`;
  const entry = ['apps/server/test/e2e-server.ts', answersFile];
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry], {
    cwd: root,
    env: {
      ...process.env,
      // The server's tsconfig: its '@/…' imports resolve to apps/server/src.
      TSX_TSCONFIG_PATH: path.join(root, 'apps/server/tsconfig.json'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The browser's requests name their file's own address (browser.ts, CLIENT_IP).
      TRUST_PROXY: 'loopback',
      OPERATOR_TOKEN: operatorToken,
      // info: the outbox logs each SMS and e-mail it keeps, which the auth journeys read.
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      // No providers: SMS codes and e-mails stay in the outbox and the log, where journeys read them.
      SMTP_URL: '',
      SMS_HTTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = fs.createWriteStream(logFile);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  await waitForBanner(child, port);
  const baseUrl = `http://127.0.0.1:${port}`;
  project.provide('baseUrl', baseUrl);
  // The demo data's owner has a key for scripts (the setup token is closed once an owner
  // exists): the journeys act through it, as `npm run admin` does.
  project.provide(
    'operatorToken',
    fs.readFileSync(path.join(dataDir, 'operator-key'), 'utf8').trim(),
  );
  project.provide('serverLogFile', logFile);
  project.provide('captchaAnswersFile', answersFile);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    log.end();
    // Kept beside the screenshots, for whoever looks into a failed run.
    fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
    fs.copyFileSync(logFile, path.join(root, 'test-results', 'server.log'));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(logDir, { recursive: true, force: true });
  };
}
