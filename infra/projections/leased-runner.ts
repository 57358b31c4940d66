import type { Knex } from 'knex';
import type { ProjectionRunner } from '../../projections/runner';
import { createCheckpoints } from '../../projections/runner/checkpoints';
import { silentLogger } from '../../projections/runner/logger';
import { createCheckpointWaiters, createCommittedPoll } from '../../projections/runner/waiting';
import { createLease } from '../roles/lease';

const REFRESH_MS = 1_000;

/**
 * The projection runner where it may run in another process, or where `projections:rebuild` may run:
 * `runner` (the worker thread) follows the log only while this process holds the 'projector' lease
 * (shared, for a whole deployment in one process); otherwise read-your-writes waits and the
 * status come from the checkpoints the active runner committed, read back every 50 ms while someone
 * waits and every second otherwise. `projects` false (a process without the projector role) never
 * takes the lease. Behind the same interface, so the API and the gateway do not know where it runs.
 */
export const createLeasedRunner = (
  options: Readonly<{ runner: ProjectionRunner; projects: boolean; db: Knex; databaseUrl: string; projectorNames: readonly string[] }> &
    Readonly<{
      /** A whole deployment in one process holds the lease shared: see LeaseOptions.shared. */
      shared?: boolean;
      log: (message: string, details?: Record<string, unknown>) => void;
    }>,
): ProjectionRunner => {
  const { runner, projectorNames: names } = options;
  let active = false;

  const committed = createCheckpoints({
    db: options.db,
    names,
    logger: silentLogger,
    saveSkippedAfterMs: REFRESH_MS,
    moved: () => waiters.settle(),
  });
  const poll = createCommittedPoll(
    () => waiters.size > 0,
    () => false,
    committed.readCommitted,
  );
  const waiters = createCheckpointWaiters(committed.passed, () => void poll());
  let refresh: ReturnType<typeof setInterval> | null = null;

  const lease = createLease({
    databaseUrl: options.databaseUrl,
    name: 'projector',
    shared: options.shared,
    log: options.log,
    acquired: async () => {
      await runner.start();
      active = true;
    },
    lost: async () => {
      active = false;
      await runner.stop();
    },
  });

  return {
    start: async () => {
      await committed.load();
      // The active runner moves its own checkpoints; the others learn them from the table.
      refresh ??= setInterval(() => {
        if (!active) void committed.readCommitted();
      }, REFRESH_MS);
      refresh.unref();
      if (options.projects) await lease.start();
    },
    stop: async () => {
      if (refresh) clearInterval(refresh);
      refresh = null;
      await lease.stop();
    },
    rebuild: (name) =>
      active ? runner.rebuild(name) : Promise.reject(new Error('This process does not hold the projector lease; rebuild where it runs')),
    waitFor: (checkpoint, timeoutMs, only) => {
      if (active) return runner.waitFor(checkpoint, timeoutMs, only);
      const unknown = only?.filter((name) => !names.includes(name)) ?? [];
      if (unknown.length > 0) return Promise.reject(new Error(`Unknown projector(s) ${unknown.join(', ')}; known: ${names.join(', ')}`));
      return waiters.waitFor(checkpoint, timeoutMs, only);
    },
    // Lag is the active runner's to know; /metrics reads it from the stored checkpoints either way.
    status: () => (active ? runner.status() : names.map((projector) => ({ projector, checkpoint: committed.of(projector), lag: 0 }))),
    observe: (listener) => runner.observe(listener),
  };
};
