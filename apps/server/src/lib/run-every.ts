import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `everyMs` while `app` is up (from onReady): one run at a time (a tick that
 * finds one under way skips), a failure logged as `failed` and retried on the next tick. Closing
 * stops the timer and waits for a run under way.
 */
export function runEvery(
  app: FastifyInstance,
  everyMs: number,
  job: () => Promise<unknown>,
  failed: string,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= job()
      .catch((error: unknown) => {
        app.log.error({ err: error }, failed);
      })
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
