import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ChangeBus } from '../../domain/ports/change-bus';
import { compareCheckpoints, earliestCheckpoint, START, type Checkpoint } from '../../domain/shared/event';
import { createCheckpointWaiters } from '../../projections/runner/waiting';
import type { BatchTiming, ProjectionRunner, ProjectorStatus, RebuildResult, RunnerLogger } from '../../projections/runner';
import type { FromWorker, ToWorker, WorkerOptions } from './worker-messages';

const RESTART_DELAY_MS = 1_000;
// The platform runs as TypeScript through tsx (npm start, tests, the image): a worker thread does not
// inherit its loader, so the worker registers tsx itself before importing the entry.
const tsxApi = (): string => {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(resolve(dirname(manifest), exports['./esm/api']!.import.default)).href;
};
const BOOT = `import(${JSON.stringify(tsxApi())}).then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./projection-worker.ts', import.meta.url).href)});
});`;

/**
 * The projection runner (projections/runner.ts) on a worker thread, behind the same interface. On the
 * main thread every query round trip of the runner waited for the event loop the API and gateway keep
 * busy (20-30 ms a turn under the fair benchmark), and its transactions hold back every reader's view
 * of the log for as long as they last. Notices reach the bus here, checkpoints come with every batch.
 */
export const createWorkerProjectionRunner = (
  options: WorkerOptions & Readonly<{ bus: ChangeBus; logger: RunnerLogger; projectorNames: readonly string[] }>,
): ProjectionRunner => {
  const { bus, logger } = options;
  let status: ProjectorStatus[] = options.projectorNames.map((projector) => ({ projector, checkpoint: START, lag: 0 }));
  // Every waiter is checked against the slowest projector, found once per batch: comparing each waiter with
  // each projector parsed thousands of checkpoints a batch while a fair's seekers connected.
  let lowest = START;
  const passed = (target: Checkpoint) => compareCheckpoints(lowest, target) >= 0;
  const waiters = createCheckpointWaiters(passed);
  const observers = new Set<(timing: BatchTiming) => void>();
  const rebuilds = new Map<number, { resolve: (results: RebuildResult[]) => void; reject: (error: Error) => void }>();
  let nextRebuild = 0;
  let worker: Worker | null = null;
  let stopping: Promise<void> | null = null;

  const update = (next: ProjectorStatus[]) => {
    status = next;
    lowest = earliestCheckpoint(next.map(({ checkpoint }) => checkpoint));
    waiters.settle();
  };

  const spawn = (): Promise<void> =>
    new Promise((resolve, reject) => {
      let started = false;
      const thread = new Worker(BOOT, {
        eval: true,
        workerData: { databaseUrl: options.databaseUrl, batchSize: options.batchSize } satisfies WorkerOptions,
      });
      worker = thread;
      thread.on('message', (message: FromWorker) => {
        switch (message.type) {
          case 'started':
            started = true;
            update(message.status);
            return resolve();
          case 'notice':
            // The rows are committed: a lost notice only delays a push until the client's next resync.
            return void bus.publish(message.notice).catch((error: unknown) => logger.error({ err: error }, 'change notice not published'));
          case 'batch':
            update(message.status);
            return observers.forEach((listener) => listener(message.timing));
          case 'rebuilt':
            update(message.status);
            rebuilds.get(message.id)?.resolve(message.results);
            return void rebuilds.delete(message.id);
          case 'rebuildFailed':
            rebuilds.get(message.id)?.reject(new Error(message.message));
            return void rebuilds.delete(message.id);
          case 'log':
            return message.level === 'error'
              ? logger.error(message.details, message.message)
              : logger.info(message.details, message.message);
          case 'stopped':
            return;
        }
      });
      let failure: Error | undefined;
      thread.on('error', (error) => {
        failure = error;
        logger.error({ err: error }, 'projection worker failed');
      });
      thread.on('exit', (code) => {
        if (worker === thread) worker = null;
        for (const [id, rebuild] of rebuilds) {
          rebuild.reject(new Error(`projection worker exited (${code}) during a rebuild`));
          rebuilds.delete(id);
        }
        if (!started)
          return reject(new Error(`projection worker exited (${code}) before it started: ${failure?.stack ?? 'no error reported'}`));
        // Crashed while following: a new worker resumes from the committed checkpoints.
        if (!stopping)
          setTimeout(
            () =>
              void (
                worker === null &&
                !stopping &&
                spawn().catch((error: unknown) => logger.error({ err: error }, 'projection worker did not restart'))
              ),
            RESTART_DELAY_MS,
          ).unref();
      });
    });

  const send = (message: ToWorker) => worker?.postMessage(message);

  return {
    start: async () => {
      if (worker) return;
      stopping = null;
      await spawn();
    },
    stop: async () => {
      const thread = worker;
      if (!thread) return;
      stopping ??= new Promise<void>((resolve) => {
        thread.once('exit', () => resolve());
        // Lets the batch in flight commit and the skipped checkpoints be saved, then closes its connections.
        thread.on('message', (message: FromWorker) => message.type === 'stopped' && void thread.terminate());
        send({ type: 'stop' });
      });
      await stopping;
    },
    rebuild: (name) =>
      new Promise<RebuildResult[]>((resolve, reject) => {
        if (!worker) return reject(new Error('The projection worker is not running'));
        const id = nextRebuild++;
        rebuilds.set(id, { resolve, reject });
        send({ type: 'rebuild', id, name });
      }),
    waitFor: waiters.waitFor,
    status: () => status,
    observe: (listener) => {
      observers.add(listener);
      return () => void observers.delete(listener);
    },
  };
};
