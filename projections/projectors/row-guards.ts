import type { Knex } from 'knex';

/**
 * Changes a row only if the event's stream revision is newer than the last one applied to it, so a
 * replayed event changes nothing. Returns whether the row changed.
 */
export const updateIfNewer = async (
  trx: Knex.Transaction,
  table: string,
  id: string,
  revision: bigint,
  changes: Record<string, unknown>,
): Promise<boolean> => {
  const updated = await trx(table)
    .update({ ...changes, revision: String(revision) })
    .where({ id })
    .andWhere('revision', '<', String(revision));
  return updated > 0;
};

/** Inserts a row unless one with its id exists, so a replayed creation changes nothing. Returns whether it inserted. */
export const insertOnce = async (trx: Knex.Transaction, table: string, row: Record<string, unknown>): Promise<boolean> => {
  const inserted = await trx(table).insert(row).onConflict('id').ignore().returning('id');
  return inserted.length > 0;
};
