import type { Knex } from 'knex';
import { compareCheckpoints, earliestCheckpoint, START, type Checkpoint } from '../../domain/shared/event';
import type { RunnerLogger } from './logger';
import { RETRY_DELAY_MS } from './waiting';
import { planOnce } from '../queries/plan-once';

const CHECKPOINTS = 'projection_checkpoints';

type CheckpointRow = { projector: string; checkpoint: Checkpoint };

/** SQL: checkpoint `a` comes before `b` (stored as text "<txid>:<position>", so compared as numbers). */
const checkpointBefore = (a: string, b: string) =>
  `(split_part(${a}, ':', 1)::numeric, split_part(${a}, ':', 2)::numeric) < (split_part(${b}, ':', 1)::numeric, split_part(${b}, ':', 2)::numeric)`;

const latest = (a: Checkpoint, b: Checkpoint) => (compareCheckpoints(a, b) >= 0 ? a : b);

/** Where a batch's transaction starts: the checkpoint it moved the row from, or the later one another runner already committed. */
export type Claim = Readonly<{ from: Checkpoint }> | Readonly<{ committedBefore: Checkpoint }>;

/**
 * Locks the projector's row and moves it to `last`, as the first statement of the batch's transaction.
 * Locked so two runner processes never apply the same events; the later one skips what the first applied.
 * Lock and move in one round trip: each one waits for the event loop, which the API and gateway keep busy.
 */
export const claimBatch = async (trx: Knex.Transaction, projector: string, last: Checkpoint): Promise<Claim> => {
  const moved = await trx
    .raw<{ rows: { from: Checkpoint }[] }>(
      `UPDATE ${CHECKPOINTS} AS p SET checkpoint = ?, updated_at = now()
     FROM (SELECT checkpoint FROM ${CHECKPOINTS} WHERE projector = ? FOR UPDATE) AS old
     WHERE p.projector = ? AND ${checkpointBefore('old.checkpoint', '?::text')}
     RETURNING old.checkpoint AS from`,
      [last, projector, projector, last, last],
    )
    .options(planOnce('claim-batch'));
  const from = moved.rows[0]?.from;
  if (from !== undefined) return { from };
  const row = await trx<CheckpointRow>(CHECKPOINTS).where({ projector }).forUpdate().first('checkpoint');
  if (row) return { committedBefore: row.checkpoint };
  // The row was deleted under a running runner (tests do): it comes back with this batch.
  await trx(CHECKPOINTS).insert({ projector, checkpoint: last, updated_at: trx.fn.now() });
  return { from: START };
};

/** Starts the named projectors from position 0 again, inside the rebuild's transaction. */
export const resetCheckpoints = (trx: Knex.Transaction, projectors: readonly string[]) =>
  trx(CHECKPOINTS)
    .insert(projectors.map((projector) => ({ projector, checkpoint: START, updated_at: trx.fn.now() })))
    .onConflict('projector')
    .merge();

export type CheckpointsOptions = Readonly<{
  db: Knex;
  names: readonly string[];
  logger: RunnerLogger;
  saveSkippedAfterMs: number;
  /** Runs whenever a checkpoint moves forward (read-your-writes waits settle on it). */
  moved: () => void;
}>;

/** The checkpoint of each projector as this runner knows it, and the `projection_checkpoints` rows behind them. */
export const createCheckpoints = ({ db, names, logger, saveSkippedAfterMs, moved }: CheckpointsOptions) => {
  const checkpoints = new Map<string, Checkpoint>(names.map((name) => [name, START]));
  const of = (name: string) => checkpoints.get(name) ?? START;
  const lowest = (some: readonly string[]) => earliestCheckpoint(some.map(of));
  /** Whether every projector (or every one of `only`) has applied the log up to `target`. */
  const passed = (target: Checkpoint, only: readonly string[] = names) => only.every((name) => compareCheckpoints(of(name), target) >= 0);
  const readRows = () => db<CheckpointRow>(CHECKPOINTS).whereIn('projector', names).select('projector', 'checkpoint');

  const load = async () => {
    await db(CHECKPOINTS)
      .insert(names.map((projector) => ({ projector, checkpoint: START })))
      .onConflict('projector')
      .ignore();
    for (const row of await readRows()) checkpoints.set(row.projector, row.checkpoint);
  };

  /** What another process committed; a checkpoint only moves forward. */
  const readCommitted = async () => {
    const rows = await readRows().catch((): CheckpointRow[] => []);
    for (const row of rows) checkpoints.set(row.projector, latest(of(row.projector), row.checkpoint));
    moved();
  };

  /**
   * A batch with nothing a projector handles moves its checkpoint in memory only: no transaction (which
   * would hold every reader's visibility back) and no connection. The row follows within `saveSkippedAfterMs`
   * in one statement for all such projectors, and on stop. A crash before that only replays events the
   * projector skips anyway, since every batch it does handle commits its checkpoint with its effects.
   */
  const unsaved = new Map<string, Checkpoint>();
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<void> = Promise.resolve();
  const passOver = (name: string, last: Checkpoint) => {
    checkpoints.set(name, last);
    unsaved.set(name, last);
    moved();
    saveTimer ??= setTimeout(() => void saveSkipped(), saveSkippedAfterMs).unref();
  };
  const saveSkipped = (): Promise<void> => {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    const batch = [...unsaved];
    if (batch.length === 0) return saving;
    saving = saving.then(async () => {
      try {
        // Only ever forward: a runner in another process may have committed a later checkpoint meanwhile.
        await db.raw(
          `UPDATE ${CHECKPOINTS} AS p SET checkpoint = v.checkpoint, updated_at = now()
           FROM unnest(?::text[], ?::text[]) AS v(projector, checkpoint)
           WHERE p.projector = v.projector AND ${checkpointBefore('p.checkpoint', 'v.checkpoint')}`,
          [batch.map(([name]) => name), batch.map(([, checkpoint]) => checkpoint)],
        );
        for (const [name, checkpoint] of batch) if (unsaved.get(name) === checkpoint) unsaved.delete(name);
      } catch (error) {
        logger.error({ err: error }, 'checkpoints of skipped batches not saved; retrying');
        saveTimer ??= setTimeout(() => void saveSkipped(), RETRY_DELAY_MS).unref();
      }
    });
    return saving;
  };

  /** A batch's transaction committed at `checkpoint`, its row included. */
  const committed = (name: string, checkpoint: Checkpoint) => {
    unsaved.delete(name);
    checkpoints.set(name, checkpoint);
    moved();
  };

  /** A rebuild resets these rows: no save still pending may move them forward again and skip the replay. */
  const forget = async (some: readonly string[]) => {
    await saveSkipped();
    for (const name of some) unsaved.delete(name);
  };

  return { of, lowest, passed, load, readCommitted, passOver, saveSkipped, committed, forget };
};

export type Checkpoints = ReturnType<typeof createCheckpoints>;
