import { connectPlatformDatabase } from '../postgres/platform-database';
import { createLogger } from '../operations/logger';
import { restoreBackup } from '../operations/backup/restore';

// `npm run restore -- file`: an archive of `npm run backup` into an empty database, then every read model
// rebuilt from the restored log (docs/operations.md "Backup and restore").
const print = (line: string) => process.stdout.write(`${line}\n`);

const main = async (): Promise<void> => {
  const archive = process.argv[2];
  if (!archive) throw new Error('name the archive: npm run restore -- jobfair-backup-….tar.gz');
  if (process.env.EVENTSTORE_URL?.trim())
    throw new Error(
      'the event log is in EventStoreDB / KurrentDB (EVENTSTORE_URL): restore it with its own tools; this command covers the Postgres event store only',
    );
  const dataDir = process.env.DATA_DIR ?? '.data';
  const database = await connectPlatformDatabase(() => {}, dataDir);
  try {
    const started = Date.now();
    const { manifest, renumbered, rebuilt } = await restoreBackup({
      databaseUrl: database.url,
      filesDir: `${dataDir}/files`,
      archive,
      logger: createLogger({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
    });
    print(
      `Restored ${manifest.events} events and ${manifest.tables.length} tables taken ${manifest.takenAt}${renumbered ? ' (transaction ids renumbered for this server)' : ''}; rebuilt ${rebuilt.length} read models (${Date.now() - started} ms).`,
    );
    if (manifest.files === 's3') print('The uploaded files were not in the archive: they stay in the S3 bucket.');
  } finally {
    await database.stop();
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
