import { parseArgs } from 'node:util';
import { connectPlatformDatabase } from '../postgres/platform-database';
import { writeBackup } from '../operations/backup/backup';

// `npm run backup [-- --out file]`: the event log, what the log cannot give back and the uploaded files, in
// one .tar.gz, taken while the platform runs (docs/operations.md "Backup and restore").
const print = (line: string) => process.stdout.write(`${line}\n`);

const main = async (): Promise<void> => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (process.env.EVENTSTORE_URL?.trim())
    throw new Error(
      'the event log is in EventStoreDB / KurrentDB (EVENTSTORE_URL): back it up with its own tools (its backup and restore guide), and Postgres with pg_dump; this command covers the Postgres event store only',
    );
  const out = values.out ?? `jobfair-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const dataDir = process.env.DATA_DIR ?? '.data';
  const inS3 = Boolean(process.env.S3_BUCKET?.trim());
  const database = await connectPlatformDatabase(() => {}, dataDir, { joinRunning: true });
  try {
    const started = Date.now();
    const manifest = await writeBackup({
      databaseUrl: database.url,
      filesDir: inS3 ? null : `${dataDir}/files`,
      out,
      now: () => new Date(),
    });
    print(`Wrote ${out}: ${manifest.events} events, ${manifest.tables.length} tables (${Date.now() - started} ms).`);
    if (inS3)
      print(`The uploaded files are in the S3 bucket ${process.env.S3_BUCKET}: keep them with the bucket's versioning and its own backup.`);
    print('The archive holds password hashes and the platform secrets: keep it encrypted, where only operators reach it.');
  } finally {
    await database.stop();
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
