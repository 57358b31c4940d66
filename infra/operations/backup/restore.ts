import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import knex from 'knex';
import type { Logger } from 'pino';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import { projectors } from '../../../projections/projectors/index';
import { createProjectionRunner, type RebuildResult } from '../../../projections/runner';
import { createInProcessChangeBus } from '../../bus/in-process-change-bus';
import { eventStoreFromEnv } from '../../event-store/event-store-from-env';
import { DEFAULT_EVENT_STORE_SCHEMA } from '../../event-store/postgres-schema';
import { startPlatform } from '../../platform';
import { qualified } from './backup-contents';
import { RestoreRefused } from './restore-refused';
import { renumberLogTransactionsIfNeeded } from './log-transactions';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, FILES_DIR, MANIFEST, type ArchiveManifest } from './archive-manifest';

export type RestoreOptions = Readonly<{
  databaseUrl: string;
  /** Where the uploaded files go (DATA_DIR/files); must be empty or absent. */
  filesDir: string;
  archive: string;
  logger: Logger;
  /** Renumber the log's transaction ids even on a server already past them (tests of the other-server path). */
  renumberTransactions?: 'when-needed' | 'always';
}>;

export type RestoreResult = Readonly<{ manifest: ArchiveManifest; renumbered: boolean; rebuilt: readonly RebuildResult[] }>;

/** The first table of the platform's schemas holding a row: a database that has one is not empty. */
const firstNonEmptyTable = async (client: pg.ClientBase): Promise<string | null> => {
  const { rows } = await client.query<{ schema: string; table: string }>(
    `SELECT table_schema AS schema, table_name AS table FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema IN (current_schema(), $1) ORDER BY table_schema, table_name`,
    [DEFAULT_EVENT_STORE_SCHEMA],
  );
  for (const row of rows) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${qualified(row)} LIMIT 1`);
    if (rowCount) return `${row.schema}.${row.table}`;
  }
  return null;
};

const readManifest = async (archive: string, work: string): Promise<ArchiveManifest> => {
  if (!existsSync(archive)) throw new RestoreRefused(`${archive} does not exist: give the archive npm run backup wrote.`);
  await tar.extract({ file: archive, cwd: work, filter: (path) => !path.startsWith(`${FILES_DIR}/`) && path !== FILES_DIR });
  const manifest = JSON.parse(readFileSync(join(work, MANIFEST), 'utf8')) as ArchiveManifest;
  if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION)
    throw new RestoreRefused(`${archive} is not a backup of this platform (format ${manifest.format} ${manifest.version}).`);
  return manifest;
};

/** Serial columns continue after the restored rows (the log's positions above all, which must keep growing). */
const moveSequencesPast = async (client: pg.ClientBase, table: ArchiveManifest['tables'][number]) => {
  for (const column of table.columns) {
    const { rows } = await client.query<{ sequence: string | null }>('SELECT pg_get_serial_sequence($1, $2) AS sequence', [
      qualified(table),
      column,
    ]);
    const sequence = rows[0]?.sequence;
    if (sequence)
      await client.query(`SELECT setval($1, (SELECT coalesce(max("${column}"), 0) + 1 FROM ${qualified(table)}), false)`, [sequence]);
  }
};

/** Tables ordered so a table comes after those its foreign keys point at (identity_sessions after identity_users). */
const parentsFirst = async <T extends ArchiveManifest['tables'][number]>(client: pg.ClientBase, tables: readonly T[]): Promise<T[]> => {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT format('%I.%I', cn.nspname, c.relname) AS child, format('%I.%I', pn.nspname, p.relname) AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
       JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
      WHERE k.contype = 'f' AND k.conrelid <> k.confrelid`,
  );
  const key = (table: T) => `${table.schema}.${table.table}`;
  const ordered: T[] = [];
  const placed = new Set<string>();
  const place = (table: T, path: Set<string>) => {
    if (placed.has(key(table)) || path.has(key(table))) return;
    path.add(key(table));
    for (const { parent } of rows.filter((row) => row.child === key(table))) {
      const parentTable = tables.find((candidate) => key(candidate) === parent);
      if (parentTable) place(parentTable, path);
    }
    placed.add(key(table));
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
};

/**
 * `npm run restore -- file`: loads a backup into an empty database, then rebuilds every read model from the
 * restored log. The schema comes from the platform's own start (migrations and each adapter's tables, no demo
 * data), started and stopped once, so a restore never keeps a second copy of the table definitions.
 */
export const restoreBackup = async ({
  databaseUrl,
  filesDir,
  archive,
  logger,
  renumberTransactions,
}: RestoreOptions): Promise<RestoreResult> => {
  const work = mkdtempSync(join(tmpdir(), 'jobfair-restore-'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const manifest = await readManifest(archive, work);
    const occupied = await firstNonEmptyTable(client);
    if (occupied) throw new RestoreRefused(`The database is not empty (${occupied} has rows): restore only into an empty database.`);
    if (existsSync(filesDir) && readdirSync(filesDir).length > 0)
      throw new RestoreRefused(`${filesDir} is not empty: restore the uploaded files only into an empty directory.`);

    // The platform's own start makes every table (no seed, no public port, no internal metrics port).
    const platform = await startPlatform({ databaseUrl, port: 0, host: '127.0.0.1', seed: false, filesDir, logger, metrics: {} });
    await platform.close();

    await client.query('BEGIN');
    const tables = await parentsFirst(client, manifest.tables);
    // The start generated rows of its own in some (secrets, signing keys): the archive's replace them.
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.map(qualified).join(', ')}`);
    for (const table of tables) {
      const exists = await client.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [qualified(table)]);
      if (!exists.rows[0]?.found)
        throw new RestoreRefused(
          `The archive holds ${table.schema}.${table.table}, which this platform does not make: restore with the settings the backup was taken with (IDENTITY, SMTP_URL, …).`,
        );
      const columns = table.columns.map((column) => `"${column}"`).join(', ');
      await pipeline(createReadStream(join(work, table.file)), client.query(copyFrom(`COPY ${qualified(table)} (${columns}) FROM STDIN`)));
      await moveSequencesPast(client, table);
    }
    const renumbered = await renumberLogTransactionsIfNeeded(client, { always: renumberTransactions === 'always' });
    await client.query('COMMIT');

    if (manifest.files === 'local') {
      mkdirSync(filesDir, { recursive: true });
      await tar.extract({ file: archive, cwd: filesDir, strip: 1, filter: (path) => path.startsWith(`${FILES_DIR}/`) });
    }
    return { manifest, renumbered, rebuilt: await rebuildReadModels(databaseUrl) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
    rmSync(work, { recursive: true, force: true });
  }
};

/** The read models from the restored log: the rebuild `npm run projections:rebuild` runs (infra/cli/rebuild-projections.ts). */
const rebuildReadModels = async (databaseUrl: string): Promise<RebuildResult[]> => {
  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 4 } });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const bus = createInProcessChangeBus();
  const store = await eventStoreFromEnv(pool);
  try {
    return await createProjectionRunner({ db, store, bus, projectors }).rebuild();
  } finally {
    await store.close();
    await bus.close();
    await db.destroy();
    await pool.end();
  }
};
