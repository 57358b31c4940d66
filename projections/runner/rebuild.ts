import type { Knex } from 'knex';
import type { EventStore } from '../../domain/ports/event-store';
import type { Projector } from '../projector';
import type { ApplyToAll } from './apply-batch';
import { resetCheckpoints, type Checkpoints } from './checkpoints';

export type ReplayOptions = Readonly<{
  db: Knex;
  store: EventStore;
  checkpoints: Checkpoints;
  applyToAll: ApplyToAll;
  batchSize: number;
}>;

/**
 * Empties the tables of `selected`, starts their checkpoints from 0 in the same transaction and replays
 * the whole log into them (ARCHITECTURE.md "Read side": any projector can be rebuilt from position 0).
 * Answers how many events each applied.
 */
export const replayFromStart = async (
  { db, store, checkpoints, applyToAll, batchSize }: ReplayOptions,
  selected: readonly Projector[],
): Promise<number[]> => {
  const names = selected.map((projector) => projector.name);
  await checkpoints.forget(names);
  await db.transaction(async (trx) => {
    const tables = selected.flatMap((projector) => projector.tables);
    if (tables.length > 0) await trx.raw(`TRUNCATE ${tables.map(() => '??').join(', ')}`, tables);
    await resetCheckpoints(trx, names);
  });
  await checkpoints.load();
  const applied = selected.map(() => 0);
  for (;;) {
    const page = await store.readAll({ after: checkpoints.lowest(names), limit: batchSize });
    if (page.length === 0) break;
    (await applyToAll(selected, page)).forEach((result, index) => (applied[index]! += result.applied));
  }
  // A rebuild from the command line exits right after: nothing may stay in memory only.
  await checkpoints.saveSkipped();
  return applied;
};
