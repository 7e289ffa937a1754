import type { FastifyInstance } from 'fastify';

/**
 * Runs a housekeeping task every `everyMs` while the server is up (first run `firstAfterMs` after start).
 * Timers never keep the process alive and stop when the app closes; a failure is logged, never thrown.
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  task: () => Promise<unknown>,
  { everyMs, firstAfterMs = 60_000 }: { everyMs: number; firstAfterMs?: number },
) {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  const run = async () => {
    if (closing) return;
    try {
      const result = await task();
      app.log.info({ task: name, result }, 'housekeeping done');
    } catch (err) {
      if (!closing) app.log.error({ err, task: name }, 'housekeeping failed');
    }
  };
  app.addHook('onReady', async () => {
    first = setTimeout(run, firstAfterMs).unref();
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(first);
    clearInterval(timer);
  });
}
