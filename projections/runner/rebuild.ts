import type { Knex } from 'knex';
import type { EventStore } from '../../domain/ports/event-store';
import type { Projector } from '../projector';
import type { ApplyToAll } from './apply-batch';
import { resetCheckpoints, type Checkpoints } from './checkpoints';
import { deferIndexes, restoreDeferredIndexes } from './deferred-indexes';

export type ReplayOptions = Readonly<{
  db: Knex;
  store: EventStore;
  checkpoints: Checkpoints;
  applyToAll: ApplyToAll;
  batchSize: number;
}>;

/**
 * Empties the tables of `selected`, drops their plain indexes (runner/deferred-indexes.ts), starts their
 * checkpoints from 0 in the same transaction, replays the whole log into them and builds the indexes again (ARCHITECTURE.md "Read side": any projector can be rebuilt from position 0).
 * Answers how many events each applied and how long its batch transactions took in all (they run side
 * by side, so these add up to more than the rebuild's wall time).
 */
export const replayFromStart = async (
  { db, store, checkpoints, applyToAll, batchSize }: ReplayOptions,
  selected: readonly Projector[],
): Promise<{ applied: number; ms: number }[]> => {
  const names = selected.map((projector) => projector.name);
  await checkpoints.forget(names);
  await restoreDeferredIndexes(db);
  await db.transaction(async (trx) => {
    const tables = selected.flatMap((projector) => projector.tables);
    if (tables.length > 0) await trx.raw(`TRUNCATE ${tables.map(() => '??').join(', ')}`, tables);
    await deferIndexes(trx, tables);
    await resetCheckpoints(trx, names);
  });
  await checkpoints.load();
  const totals = selected.map(() => ({ applied: 0, ms: 0 }));
  let page = await store.readAll({ after: checkpoints.lowest(names), limit: batchSize });
  while (page.length > 0) {
    // The next page is read while this one is applied: every projector ends this page at its last event.
    const next = store.readAll({ after: page.at(-1)!.checkpoint, limit: batchSize });
    next.catch(() => {}); // A failed apply below is the error to report; this read is then dropped.
    (await applyToAll(selected, page, true)).forEach((result, index) => {
      totals[index]!.applied += result.applied;
      totals[index]!.ms += result.transaction?.transactionMs ?? 0;
    });
    page = await next;
  }
  // A rebuild from the command line exits right after: nothing may stay in memory only.
  await checkpoints.saveSkipped();
  await restoreDeferredIndexes(db);
  return totals;
};
