import type pg from 'pg';
import { projectors } from '../../../projections/projectors/index';
import { DEFAULT_EVENT_STORE_SCHEMA } from '../../event-store/postgres-schema';

/**
 * What a backup carries (docs/operations.md "Backup and restore"): the event log, and every table of the
 * platform's schema that the log cannot give back. That is the identity of the built-in engine (users with
 * their password hashes, sessions, signing keys, one-time codes, sign-in attempts), the generated platform
 * secrets, the mail and SMS outboxes, the notification delivery's own records (without them a restored
 * platform would send every notification again), payments' and video's own tables. A table added later is
 * carried unless named below: forgetting one loses nothing.
 *
 * Left out, because a restore makes them again: the read models (rebuilt from the log) and their
 * checkpoints, the migrations' bookkeeping (the restoring code's own start writes it), and presence (live connections of processes that are gone).
 */
const REBUILT_OR_LIVE = new Set<string>([
  ...projectors.flatMap((projector) => projector.tables),
  'projection_checkpoints',
  'read_model_migrations',
  'read_model_migrations_lock',
  'presence_processes',
  'presence_connections',
]);

export type CarriedTable = Readonly<{ schema: string; table: string; columns: readonly string[] }>;

export const qualified = ({ schema, table }: Pick<CarriedTable, 'schema' | 'table'>) => `"${schema}"."${table}"`;

/** The tables a backup copies, event log first, each with its columns in their order (COPY names them). */
export const carriedTables = async (client: pg.ClientBase): Promise<CarriedTable[]> => {
  const { rows } = await client.query<{ schema: string; table: string; columns: string[] }>(
    `SELECT t.table_schema AS schema, t.table_name AS table,
            array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.tables t
       JOIN information_schema.columns c ON c.table_schema = t.table_schema AND c.table_name = t.table_name
      WHERE t.table_type = 'BASE TABLE' AND t.table_schema IN (current_schema(), $1)
      GROUP BY t.table_schema, t.table_name
      ORDER BY t.table_schema = $1 DESC, t.table_schema, t.table_name`,
    [DEFAULT_EVENT_STORE_SCHEMA],
  );
  return rows.filter((row) => row.schema === DEFAULT_EVENT_STORE_SCHEMA || !REBUILT_OR_LIVE.has(row.table));
};
