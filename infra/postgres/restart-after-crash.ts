import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearLeftoverServer, isAlive, readPid } from './leftover-server';

export type Supervision = Readonly<{
  /** Stops watching, after a restart under way has finished; answers whether the server runs now. */
  stop(): Promise<boolean>;
}>;

export type SupervisionOptions = Readonly<{
  dataDir: string;
  /** Starts the server again on the same data directory and port. */
  start: () => Promise<void>;
  /** Told when the server died and when it runs again, or why it did not start yet. */
  warn: (line: string) => void;
  /** How often the postmaster's pid is looked at. */
  intervalMs?: number;
}>;

const MAX_BACKOFF_MS = 10_000;

/**
 * Watches the embedded Postgres's postmaster and starts it again when it dies unasked (kill -9, the OOM
 * killer): the demo has no one to restart it, and until then every answer was 503. The platform's pools,
 * projection runner and subscriptions reconnect on their own once it answers again (database-outage.int).
 * A start can fail while the dead server's backends still hold its shared memory: it is tried again, ever
 * more slowly, until it runs.
 */
export const restartAfterCrash = (options: SupervisionOptions): Supervision => {
  const lockFile = resolve(options.dataDir, 'postmaster.pid');
  const intervalMs = options.intervalMs ?? 1_000;
  let stopping = false;
  let restarting: Promise<void> | null = null;

  const runs = () => {
    const pid = readPid(lockFile);
    return pid !== null && isAlive(pid);
  };

  const restart = async () => {
    options.warn(`The embedded Postgres in ${options.dataDir} stopped unexpectedly; starting it again.`);
    for (let attempt = 1, backoffMs = 250; !stopping; attempt += 1, backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS)) {
      try {
        await clearLeftoverServer(options.dataDir); // the dead server's postmaster.pid
        await options.start();
        options.warn(`The embedded Postgres in ${options.dataDir} runs again (attempt ${attempt}).`);
        return;
      } catch (error) {
        options.warn(
          `The embedded Postgres did not start again yet (${error instanceof Error ? error.message : 'no message'}); trying again.`,
        );
        await sleep(backoffMs);
      }
    }
  };

  const timer = setInterval(() => {
    if (stopping || restarting) return;
    if (runs()) return;
    restarting = restart().finally(() => (restarting = null));
  }, intervalMs);
  timer.unref();

  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await restarting;
      return runs();
    },
  };
};
