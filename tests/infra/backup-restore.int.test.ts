import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { writeBackup } from '../../infra/operations/backup/backup';
import { restoreBackup } from '../../infra/operations/backup/restore';
import type { Platform } from '../../infra/platform';
import { projectors } from '../../projections/projectors/index';
import { createTestDatabase } from '../support/database';
import { createSeededDatabase, startTestPlatform } from '../support/platform';
import { SLOW_DAY_MS } from '../support/wait';

// A fair's history (the demo: organization, fair, booths, people, logos and resumes, plus queue entries made
// here over HTTP), backed up while the platform runs and takes commands, restored into fresh databases.
const silent = pino({ level: 'silent' });
const work = `.data/test-backup-${process.pid}`;
const filesDir = `${work}/files`;
const seekers = ['seeker1@demo.jobfair.test', 'seeker2@demo.jobfair.test', 'seeker3@demo.jobfair.test'].map((email) =>
  DEMO_ACCOUNTS.find((account) => account.email === email)!,
);
let platform: Platform;
let originalUrl: string;
const opened: Knex[] = [];
const open = (url: string) => {
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
  opened.push(db);
  return db;
};

const signIn = async (email: string) => {
  const answer = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
};

/** A seeker enters a booth's queue through the real route, answering every question yes. */
const enterQueue = async (token: string, boothId: string) => {
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const questions = (await (await api('GET', `/boothQuestions/${boothId}`)).json()) as { data: { questions: { id: string }[] } };
  const answers = questions.data.questions.map((question) => ({ questionId: question.id, answer: true }));
  const entered = await api('POST', `/queueUsers/byBoothId/${boothId}`, { answers });
  expect(entered.status).toBe(201);
};

/** Every read-model table as a sorted list of its rows (as jsonb text): row for row, every column. */
const readModels = async (db: Knex) => {
  const tables: Record<string, string[]> = {};
  for (const table of projectors.flatMap((projector) => projector.tables)) {
    const { rows } = await db.raw<{ rows: { row: string }[] }>('SELECT to_jsonb(t)::text AS row FROM ?? t', [table]);
    tables[table] = rows.map(({ row }) => row).sort();
  }
  return tables;
};

/** Every file under a directory with the SHA-256 of its bytes. */
const filesOf = (dir: string, under = ''): Record<string, string> =>
  Object.fromEntries(
    readdirSync(join(dir, under)).flatMap((name) => {
      const path = join(under, name);
      return statSync(join(dir, path)).isDirectory()
        ? Object.entries(filesOf(dir, path))
        : [
            [
              path,
              createHash('sha256')
                .update(readFileSync(join(dir, path)))
                .digest('hex'),
            ],
          ];
    }),
  );

const caughtUp = async () => platform.runner.waitFor(await platform.store.headCheckpoint(), SLOW_DAY_MS);

beforeAll(async () => {
  originalUrl = await createSeededDatabase('ops_backup_original', filesDir);
  platform = await startTestPlatform('ops_backup_original', { filesDir, databaseUrl: originalUrl, seed: true });
  const [first, second] = seekers;
  await enterQueue(await signIn(first!.email), DEMO_BOOTH_IDS[0]);
  await enterQueue(await signIn(second!.email), DEMO_BOOTH_IDS[1]);
  await caughtUp();
});
afterAll(async () => {
  await platform?.close();
  await Promise.all(opened.map((db) => db.destroy()));
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('takes one snapshot while commands keep coming: every append is wholly in it or out, in the log order', async () => {
    const token = await signIn(seekers[2]!.email);
    const archive = `${work}/during-commands.tar.gz`;
    // The third seeker's enter (a seat taken, then the queue entered) races the backup.
    const [manifest] = await Promise.all([
      writeBackup({ databaseUrl: originalUrl, filesDir, out: archive, now: () => new Date() }),
      enterQueue(token, DEMO_BOOTH_IDS[2]),
    ]);
    await caughtUp();
    expect(manifest.tables.map((table) => `${table.schema}.${table.table}`)).toEqual(
      expect.arrayContaining([
        'event_store.events',
        'event_store.streams',
        'public.identity_users',
        'public.platform_secrets',
        'public.notification_sends',
      ]),
    );

    // Restored as onto another server: the transaction ids renumbered, the order and the positions kept.
    const restoredUrl = await createTestDatabase('ops_backup_renumbered');
    const restored = await restoreBackup({
      databaseUrl: restoredUrl,
      filesDir: `${work}/renumbered-files`,
      archive,
      logger: silent,
      renumberTransactions: 'always',
    });
    expect(restored.renumbered).toBe(true);
    const original = open(originalUrl);
    const copy = open(restoredUrl);
    const logOf = async (db: Knex) =>
      (
        await db.raw<{ rows: { id: string; pos: string; tx: string; stream_id: string }[] }>(
          'SELECT e.id, e.position::text AS pos, e.transaction_id::text AS tx, e.stream_id FROM event_store.events e ORDER BY e.transaction_id, e.position',
        )
      ).rows;
    const originalLog = await logOf(original);
    const restoredLog = await logOf(copy);
    expect(restoredLog.length).toBe(manifest.events);
    // Whole transactions: each original transaction's events are all restored or none.
    const restoredIds = new Set(restoredLog.map((event) => event.id));
    const restoredByTransaction = new Map<string, Set<boolean>>();
    for (const event of originalLog)
      restoredByTransaction.set(event.tx, (restoredByTransaction.get(event.tx) ?? new Set()).add(restoredIds.has(event.id)));
    for (const [tx, restoredOrNot] of restoredByTransaction) expect(restoredOrNot.size, `transaction ${tx}`).toBe(1);
    // The restored log is the original's in the same order, same positions; the streams' revisions match it.
    const restoredOrder = restoredLog.map((event) => `${event.id}@${event.pos}`);
    expect(restoredOrder).toEqual(originalLog.filter((event) => restoredIds.has(event.id)).map((event) => `${event.id}@${event.pos}`));
    const streams = await copy.raw<{ rows: { stream_id: string; revision: string; last: string }[] }>(
      'SELECT s.stream_id, s.revision::text, (SELECT max(revision) FROM event_store.events e WHERE e.stream_id = s.stream_id)::text AS last FROM event_store.streams s',
    );
    for (const stream of streams.rows) expect(stream.revision, stream.stream_id).toBe(stream.last);
  });

  it('restores into an empty database: the read models equal the original row for row, the files byte for byte', async () => {
    await caughtUp();
    const archive = `${work}/quiet.tar.gz`;
    await writeBackup({ databaseUrl: originalUrl, filesDir, out: archive, now: () => new Date() });
    const restoredUrl = await createTestDatabase('ops_backup_restored');
    const restoredFiles = `${work}/restored-files`;
    const restored = await restoreBackup({ databaseUrl: restoredUrl, filesDir: restoredFiles, archive, logger: silent });
    expect(restored.renumbered).toBe(false);

    const original = await readModels(open(originalUrl));
    const copy = await readModels(open(restoredUrl));
    expect(Object.values(original).flat().length).toBeGreaterThan(100);
    expect(original.queue_entries).toHaveLength(3);
    for (const table of Object.keys(original)) expect(copy[table], table).toEqual(original[table]);
    const files = filesOf(filesDir);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(filesOf(restoredFiles)).toEqual(files);

    // Again into the same, now full, database: refused, with what to do.
    await expect(restoreBackup({ databaseUrl: restoredUrl, filesDir: `${work}/again`, archive, logger: silent })).rejects.toThrow(
      /The database is not empty \(.+ has rows\): restore only into an empty database\./,
    );
  });
});
