import DataLoader from 'dataloader';
import type { Knex } from 'knex';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads by uuid asked in the same turn of the event loop, sent as one: `readMany` gets each distinct id
 * once, on the next setImmediate, after every caller of the turn asked, so each answer is at least as
 * fresh as its caller needed. Requests that arrive together then share their session, auditor and fair
 * checks: one statement, one round trip, instead of one each. An id missing from the map reads as
 * undefined, as does one that is not a uuid: Postgres would refuse the whole statement for it, and with
 * it the reads of every other request in the turn.
 */
export const readsByIdSharedPerTurn = <V>(
  readMany: (db: Knex, ids: readonly string[]) => Promise<ReadonlyMap<string, V>>,
  maxIds = 100,
) => {
  const loaders = new WeakMap<Knex, DataLoader<string, V | undefined>>();
  const loaderOf = (db: Knex) =>
    new DataLoader<string, V | undefined>(
      async (keys) => {
        // Postgres answers a uuid in lower case whatever case it was asked in; the map is keyed by its answer.
        const ids = [...new Set(keys.filter((key) => UUID.test(key)).map((key) => key.toLowerCase()))];
        const read = ids.length === 0 ? new Map<string, V>() : await readMany(db, ids);
        return keys.map((key) => read.get(key.toLowerCase()));
      },
      { cache: false, maxBatchSize: maxIds, batchScheduleFn: (dispatch) => void setImmediate(dispatch) },
    );
  return (db: Knex, id: string): Promise<V | undefined> => {
    let loader = loaders.get(db);
    if (!loader) loaders.set(db, (loader = loaderOf(db)));
    return loader.load(id);
  };
};
