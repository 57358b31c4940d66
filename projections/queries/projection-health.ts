import type { Knex } from 'knex';
import { parseCheckpoint, type Checkpoint } from '../../domain/shared/event';

/** A projector is stale when events have waited for it this long without its checkpoint moving. */
export const STALE_AFTER_SECONDS = 30;

export type ProjectorHealth = Readonly<{
  projector: string;
  /** Events of the log after the projector's stored checkpoint. */
  lag: number;
  /** How long events have waited while the checkpoint stood still; 0 when caught up or never stored. */
  stalledSeconds: number;
  stale: boolean;
}>;

/**
 * Read from the stored checkpoints rather than from a runner's memory, so it holds whichever process
 * runs the projections and also when that process has stopped (a stalled runner reports nothing).
 * Time is the database's: `updated_at` is written with its now() on every batch and skipped-events save.
 */
export const projectorHealth = async (db: Knex, head: Checkpoint, projectors: readonly string[]): Promise<ProjectorHealth[]> => {
  const rows = await db
    .from('projection_checkpoints')
    .whereIn('projector', projectors)
    .select<{ projector: string; checkpoint: Checkpoint; idle: string }[]>(
      'projector',
      'checkpoint',
      db.raw('extract(epoch FROM now() - updated_at) AS idle'),
    );
  const stored = new Map(rows.map((row) => [row.projector, row]));
  const headPosition = parseCheckpoint(head)[1];
  return projectors.map((projector) => {
    const row = stored.get(projector);
    // Positions are numbered one per event, so their difference is the lag in events.
    const lag = Math.max(0, Number(headPosition - (row ? parseCheckpoint(row.checkpoint)[1] : 0n)));
    const stalledSeconds = lag > 0 && row ? Math.max(0, Number(row.idle)) : 0;
    return { projector, lag, stalledSeconds, stale: stalledSeconds > STALE_AFTER_SECONDS };
  });
};
