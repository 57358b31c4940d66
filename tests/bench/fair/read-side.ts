import pg from 'pg';
import type { Knex } from 'knex';
import type { BatchTiming, ProjectionRunner } from '../../../projections/runner';
import { compareCheckpoints, parseCheckpoint, type Checkpoint } from '../../../domain/shared/event';
import { clockMs } from './scale';

const XMIN_POLL_MS = 5;

/** Where stage (b) goes, per append: until visible (xmin passed it), until the runner held it, until applied. */
export type ReadSideBreakdown = Readonly<{
  visibleMs: number[];
  inHandMs: number[];
  batches: readonly (BatchTiming & { at: number })[];
}>;

export type ReadSideProbe = Readonly<{
  appended(checkpoint: Checkpoint, at: number): void;
  breakdown(since: number): ReadSideBreakdown;
  stop(): Promise<void>;
}>;

/**
 * Watches the read side from outside: a separate connection reads the server's xmin every few ms (an
 * event is readable once every older transaction has ended), and the runner reports each batch.
 */
export const probeReadSide = async (db: Knex, runner: ProjectionRunner): Promise<ReadSideProbe> => {
  const client = new pg.Client(db.client.config.connection as string | pg.ClientConfig);
  await client.connect();
  const appends: { transactionId: bigint; checkpoint: Checkpoint; at: number; visibleAt?: number }[] = [];
  let unseen = 0;
  const batches: (BatchTiming & { at: number })[] = [];
  const unobserve = runner.observe((timing) => batches.push({ ...timing, at: clockMs() - timing.applyMs }));
  let stopped = false;
  const polling = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
      const xmin = BigInt(rows[0]!.xmin);
      const now = clockMs();
      while (unseen < appends.length && appends[unseen]!.transactionId < xmin) appends[unseen++]!.visibleAt = now;
      // Appends commit out of transaction-id order; look past the first still hidden one too.
      for (let i = unseen; i < appends.length; i++)
        if (appends[i]!.visibleAt === undefined && appends[i]!.transactionId < xmin) appends[i]!.visibleAt = now;
      await new Promise((resolve) => setTimeout(resolve, XMIN_POLL_MS));
    }
  })();
  const inHandAt = (checkpoint: Checkpoint) =>
    batches.find((batch) => compareCheckpoints(batch.last, checkpoint) >= 0 && compareCheckpoints(batch.first, checkpoint) <= 0)?.at;
  return {
    appended: (checkpoint, at) => void appends.push({ transactionId: parseCheckpoint(checkpoint)[0], checkpoint, at }),
    breakdown: (since) => {
      const measured = appends.filter((append) => append.at >= since);
      return {
        visibleMs: measured.flatMap((append) => (append.visibleAt === undefined ? [] : [append.visibleAt - append.at])),
        inHandMs: measured.flatMap((append) => {
          const at = inHandAt(append.checkpoint);
          return at === undefined ? [] : [at - append.at];
        }),
        batches: batches.filter((batch) => batch.at >= since),
      };
    },
    stop: async () => {
      stopped = true;
      unobserve();
      await polling.catch(() => {});
      await client.end();
    },
  };
};
