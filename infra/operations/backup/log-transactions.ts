import type pg from 'pg';
import { START } from '../../../domain/shared/event';
import { eventStoreNames, DEFAULT_EVENT_STORE_SCHEMA } from '../../event-store/postgres-schema';
import { RestoreRefused } from './restore-refused';

const names = eventStoreNames(DEFAULT_EVENT_STORE_SCHEMA);

/**
 * The log's global order is (transaction_id, position), and a reader only sees events whose transaction id is
 * below every transaction still open on the server (infra/event-store/postgres-event-store.ts). Restored onto
 * another server, whose transaction counter may stand below the backup's ids, the restored events would stay
 * invisible and new appends would sort before them. So their ids are then renumbered: 1, 2, … one per run of
 * events whose positions rise in log order, which keeps the order exactly, keeps every position, and stays
 * far below the new server's counter. Carried checkpoints (the notification delivery's) move with them.
 * On a server already past the backup's ids (the same one, say) nothing changes.
 */
export const renumberLogTransactionsIfNeeded = async (client: pg.ClientBase, { always = false } = {}): Promise<boolean> => {
  const { rows } = await client.query<{ behind: boolean }>(
    `SELECT coalesce(max(transaction_id) >= pg_current_xact_id(), false) AS behind FROM ${names.events}`,
  );
  if (!always && !rows[0]!.behind) return false;
  await client.query(`
    CREATE TEMP TABLE restored_runs ON COMMIT DROP AS
    SELECT position, transaction_id AS old_tx,
           1 + sum(breaks) OVER (ORDER BY transaction_id, position) AS run
      FROM (SELECT position, transaction_id,
                   CASE WHEN position < lag(position) OVER (ORDER BY transaction_id, position) THEN 1 ELSE 0 END AS breaks
              FROM ${names.events}) ordered`);
  const runs = await client.query<{ runs: string; now: string }>(
    'SELECT coalesce(max(run), 0)::text AS runs, pg_current_xact_id()::text AS now FROM restored_runs',
  );
  if (BigInt(runs.rows[0]!.runs) >= BigInt(runs.rows[0]!.now))
    throw new RestoreRefused(
      'The restored log has more out-of-order runs than this server has transactions: restore into a server that has run a while.',
    );
  await moveCarriedCheckpoints(client);
  await client.query(`UPDATE ${names.events} e SET transaction_id = r.run::text::xid8 FROM restored_runs r WHERE e.position = r.position`);
  return true;
};

/** "tx:position" checkpoints of carried tables now name the run of the last event at or before them. */
const moveCarriedCheckpoints = async (client: pg.ClientBase) => {
  const table = await client.query<{ found: string | null }>("SELECT to_regclass('notification_delivery_checkpoint')::text AS found");
  if (!table.rows[0]?.found) return;
  const { rows } = await client.query<{ id: string; checkpoint: string }>('SELECT id, checkpoint FROM notification_delivery_checkpoint');
  for (const { id, checkpoint } of rows) {
    const [tx, position] = checkpoint.split(':');
    const moved = await client.query<{ checkpoint: string }>(
      `SELECT run || ':' || position AS checkpoint FROM restored_runs
        WHERE (old_tx, position) <= ($1::xid8, $2::bigint) ORDER BY old_tx DESC, position DESC LIMIT 1`,
      [tx, position],
    );
    await client.query('UPDATE notification_delivery_checkpoint SET checkpoint = $2 WHERE id = $1', [
      id,
      moved.rows[0]?.checkpoint ?? START,
    ]);
  }
};
