import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { carriedTables, qualified } from './backup-contents';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, DATABASE_DIR, FILES_DIR, MANIFEST, tableFile, type ArchiveManifest } from './archive-manifest';

export type BackupOptions = Readonly<{
  databaseUrl: string;
  /** The local uploaded files (DATA_DIR/files); null when they live in S3. */
  filesDir: string | null;
  /** The .tar.gz to write. */
  out: string;
  now: () => Date;
}>;

/**
 * One archive of what the platform cannot rebuild, taken while it runs. Every table is copied inside one
 * REPEATABLE READ READ ONLY transaction, so all of them are one snapshot: an append committed during the
 * backup is wholly in it or wholly out (its events and its stream's revision alike). The files are copied
 * after the snapshot: a file is stored before the event naming it is appended, so every file the snapshot's
 * log names is there (a few newer ones may come along, which nothing names yet).
 */
export const writeBackup = async ({ databaseUrl, filesDir, out, now }: BackupOptions): Promise<ArchiveManifest> => {
  const work = mkdtempSync(join(tmpdir(), 'jobfair-backup-'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    mkdirSync(join(work, DATABASE_DIR));
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = [];
    for (const table of await carriedTables(client)) {
      const columns = table.columns.map((column) => `"${column}"`).join(', ');
      const copy = client.query(copyTo(`COPY ${qualified(table)} (${columns}) TO STDOUT`));
      await pipeline(copy, createWriteStream(join(work, tableFile(table))));
      tables.push({ ...table, file: tableFile(table), rows: copy.rowCount });
    }
    await client.query('COMMIT');
    const events = tables.find((table) => table.table === 'events' && table.schema !== 'public')?.rows ?? 0;
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      takenAt: now().toISOString(),
      events,
      tables,
      files: filesDir === null ? 's3' : 'local',
    };
    writeFileSync(join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, DATABASE_DIR];
    if (filesDir !== null && existsSync(filesDir)) {
      // The files go in under files/ without copying them first: tar follows this one link to the real directory.
      symlinkSync(resolve(filesDir), join(work, FILES_DIR), 'dir');
      entries.push(FILES_DIR);
    }
    await tar.create({ gzip: true, file: out, cwd: work, follow: true, portable: true }, entries);
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    rmSync(out, { force: true });
    throw error;
  } finally {
    await client.end();
    rmSync(work, { recursive: true, force: true });
  }
};
