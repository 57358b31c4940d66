import type { Knex } from 'knex';
import { upsertRows } from './upsert-rows';

type Row = Record<string, unknown>;

/**
 * A report model's rows in one table (ARCHITECTURE.md "Read side"; docs/adr/report-as-of.md): how the
 * projector loads the rows a batch touches into the model's state, and which entry of the state each row is.
 */
export type ModelTable<State> = Readonly<{
  table: string;
  /** The table's primary key columns. */
  key: readonly string[];
  /** Puts the stored rows a batch may touch into the state: one query. */
  load(trx: Knex.Transaction, state: State): Promise<void>;
  /**
   * Every entry of the state this table holds, with its row. Entries are compared by identity: a model's
   * evolve replaces an entry it changes, never changes it in place.
   */
  entries(state: State): Iterable<Readonly<{ entry: unknown; row: Row }>>;
}>;

const keyOf = (key: readonly string[], row: Row) => key.map((column) => String(row[column])).join('|');

/** The rows of `table` whose `key` columns match one of `keys`, in one statement (keys as JSON: no limit on their number). */
export const rowsByKeys = async <R extends Row>(
  trx: Knex.Transaction,
  table: string,
  key: readonly string[],
  keys: readonly Row[],
): Promise<R[]> => {
  const unique = [...new Map(keys.map((row) => [keyOf(key, row), row])).values()];
  if (unique.length === 0) return [];
  const { rows } = await trx.raw<{ rows: R[] }>(
    `SELECT t.* FROM ?? t JOIN json_populate_recordset(NULL::??, ?::json) k USING (${key.join(', ')})`,
    [table, table, JSON.stringify(unique)],
  );
  return rows;
};

/**
 * Applies a run of events to a report model through its one evolve: loads the rows the run touches into
 * `state` (one query per table), folds the run in memory, and writes back, one statement per table, the
 * entries that are new or replaced (upsert) and those that are gone (delete). A replay whose evolve changes
 * nothing writes nothing.
 */
export const applyThroughModel = async <State, Event>(
  trx: Knex.Transaction,
  tables: readonly ModelTable<State>[],
  state: State,
  events: readonly Event[],
  evolve: (state: State, event: Event) => State,
): Promise<State> => {
  for (const table of tables) await table.load(trx, state);
  const loaded = tables.map(
    (table) => new Map([...table.entries(state)].map(({ entry, row }) => [keyOf(table.key, row), { entry, row }] as const)),
  );
  const folded = events.reduce(evolve, state);
  for (const [index, table] of tables.entries()) {
    const before = loaded[index]!;
    const changed: Row[] = [];
    const present = new Set<string>();
    for (const { entry, row } of table.entries(folded)) {
      const key = keyOf(table.key, row);
      present.add(key);
      if (before.get(key)?.entry !== entry) changed.push(row);
    }
    // Chunks keep each statement's JSON to a sensible size on a rebuild's large batches.
    for (let from = 0; from < changed.length; from += 5_000)
      await upsertRows(trx, table.table, table.key, changed.slice(from, from + 5_000));
    const gone = [...before].filter(([key]) => !present.has(key)).map(([, { row }]) => row);
    if (gone.length > 0)
      await trx.raw(
        `DELETE FROM ?? t USING json_populate_recordset(NULL::??, ?::json) k WHERE ${table.key.map((c) => `t.${c} = k.${c}`).join(' AND ')}`,
        [table.table, table.table, JSON.stringify(gone.map((row) => Object.fromEntries(table.key.map((column) => [column, row[column]]))))],
      );
  }
  return folded;
};
