import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import type { Platform } from '../../infra/platform';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '../../infra/postgres/embedded';
import { startTestPlatform } from '../support/platform';

// The platform's own Postgres stops under it and comes back on the same data and port.
// Meanwhile answers are a retryable 503, never 500; afterwards the same process serves again, and an
// enter retried with its Idempotency-Key answers the first outcome and appends nothing.
const dataDir = `.data/test-outage-${process.pid}`;
let server: EmbeddedDatabase;
let platform: Platform;
let token: string;
let answers: { questionId: string; answer: boolean }[];
const seeker = DEMO_ACCOUNTS.find((account) => account.email === 'seeker1@demo.jobfair.test')!;
const booth = DEMO_BOOTH_IDS[1];

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${platform.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
const enter = (idempotencyKey: string) =>
  api(`/api/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothId/${booth}`, {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ answers }),
  });
const eventCount = async () => Number((await platform.db.raw('SELECT count(*) AS n FROM event_store.events')).rows[0].n);

beforeAll(async () => {
  server = await startEmbeddedPostgres({ dataDir, persistent: true });
  platform = await startTestPlatform('outage', { databaseUrl: await ensureDatabase(server.url, 'outage') });
  const signedIn = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: seeker.email, password: DEMO_PASSWORD }),
  });
  token = ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
  const questions = (await (await api(`/api/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${booth}`)).json()) as {
    data: { questions: { id: string }[] };
  };
  answers = questions.data.questions.map((question) => ({ questionId: question.id, answer: true }));
});
afterAll(async () => {
  await platform?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a database outage', () => {
  it('answers 503 with Retry-After while Postgres is down, recovers without a restart, and recognises a retried enter', async () => {
    await server.stop();

    const during = await enter('outage-key');
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await during.json()).toMatchObject({ errors: [{ code: 'DATABASE_UNAVAILABLE' }] });
    expect((await api(`/api/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${booth}`)).status).toBe(503);
    // As an external database's would: the readiness probe says what is wrong, for its operator to act on.
    const readiness = await fetch(`${platform.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ errors: [{ message: 'The database is unreachable', code: 'DATABASE_UNAVAILABLE' }] });
    // Down longer than the projection worker's first restart delay, so that restart finds no database.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    server = await startEmbeddedPostgres({ dataDir, port: server.port, persistent: true });
    await expect.poll(async () => (await fetch(`${platform.url}/readyz`)).status).toBe(200);

    const first = await enter('outage-key');
    expect(first.status, await first.clone().text()).toBe(201);
    const stored = await eventCount();
    const retried = await enter('outage-key');
    expect(retried.status).toBe(201);
    expect(((await retried.json()) as { data: { id: string } }).data.id).toBe(((await first.json()) as { data: { id: string } }).data.id);
    expect(await eventCount()).toBe(stored);
    // The read models follow again: the entry shows with its place in line.
    await expect
      .poll(async () => {
        const mine = await api(`/api/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byVJFPUserId/${seeker.userId}`);
        return ((await mine.json()) as { data: { position: number | null }[] | null }).data?.[0]?.position;
      })
      .toBe(1);
  });

  it('answers an enter retried after the seeker left with its first outcome, and appends nothing', async () => {
    const leave = async (entryId: string) =>
      expect(
        (await api(`/api/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothIdAndId/${booth}/${entryId}`, { method: 'DELETE' })).status,
      ).toBe(200);
    const standing = (await (await api(`/api/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byVJFPUserId/${seeker.userId}`)).json()) as {
      data: { id: string }[];
    };
    for (const entry of standing.data) await leave(entry.id);
    const first = (await (await enter('leave-key')).json()) as { data: { id: string } };
    await leave(first.data.id);
    const stored = await eventCount();
    const retried = await enter('leave-key');
    expect(retried.status).toBe(201);
    expect(((await retried.json()) as { data: { id: string } }).data.id).toBe(first.data.id);
    expect(await eventCount()).toBe(stored);
    expect((await enter('has spaces')).status).toBe(400);
  });
});
