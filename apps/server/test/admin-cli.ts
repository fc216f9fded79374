import type { App } from '@/app.js';
import { runAdmin } from '@/cli/admin-run.js';
import { buildTestApp, OPERATOR_TOKEN } from './test-app.js';

/** A test app listening on a free port, and the admin CLI's environment: it and the owner's key. */
export async function listeningApp(): Promise<{ app: App; env: NodeJS.ProcessEnv }> {
  const app = await buildTestApp();
  return {
    app,
    env: {
      ADMIN_URL: await app.listen({ port: 0, host: '127.0.0.1' }),
      OPERATOR_API_KEY: OPERATOR_TOKEN,
    },
  };
}

/** Runs the admin CLI in this process with `env`, and collects its exit code and what it printed. */
export async function runAdminIn(env: NodeJS.ProcessEnv, argv: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin([...argv], env, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
