import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../infra/platform';
import { readPid } from '../../infra/postgres/leftover-server';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '../../infra/postgres/embedded';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { connectClient } from '../gateway/client';
import { startTestPlatform } from '../support/platform';

// The demo's embedded Postgres killed with SIGKILL (the OOM killer, a stray kill -9) was never started again:
// the API answered 503 until a person restarted the platform. Now the platform starts it again on the same
// data and port, and the same process serves again: pools, the projection runner and the websocket's pushes.
const dataDir = `.data/test-embedded-restart-${process.pid}`;
const warnings: string[] = [];
let server: EmbeddedDatabase;
let platform: Platform;
let token: string;
const seeker = DEMO_ACCOUNTS.find((account) => account.email === 'seeker2@demo.jobfair.test')!;
const booth = DEMO_BOOTH_IDS[2];

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${platform.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
const postmasterPid = () => readPid(`${dataDir}/postmaster.pid`);

beforeAll(async () => {
  server = await startEmbeddedPostgres({ dataDir, persistent: true, restartAfterCrash: { warn: (line) => warnings.push(line) } });
  platform = await startTestPlatform('embedded_restart', { databaseUrl: await ensureDatabase(server.url, 'restart') });
  const signedIn = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: seeker.email, password: DEMO_PASSWORD }),
  });
  token = ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
});
afterAll(async () => {
  await platform?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.owner`, { force: true });
});

describe('the embedded Postgres killed with SIGKILL', () => {
  it('is started again by the platform, which then answers, projects and pushes as before', async () => {
    const socket = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, token);
    socket.send({
      action: 'subscribe',
      subscriptionName: 'myQueueEntries',
      props: { jobFairId: DEMO_JOB_FAIR_ID, seekerId: seeker.userId },
    });
    await socket.next((message) => message.action === 'data' && message.subscriptionName === 'myQueueEntries');

    const killed = postmasterPid()!;
    process.kill(killed, 'SIGKILL');
    await expect.poll(() => postmasterPid() !== killed && postmasterPid() !== null).toBe(true);

    // The same process answers again: a read through the pools, and /readyz.
    await expect.poll(async () => (await api(`/api/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${booth}`)).status).toBe(200);
    await expect.poll(async () => (await fetch(`${platform.url}/readyz`)).status).toBe(200);
    expect(warnings.some((line) => line.includes('stopped unexpectedly'))).toBe(true);
    expect(warnings.some((line) => line.includes('runs again'))).toBe(true);

    // A write after the restart reaches the read models (the projection runner follows the log again) and the
    // socket opened before the crash (its change notices flow again).
    const questions = (await (await api(`/api/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${booth}`)).json()) as {
      data: { questions: { id: string }[] };
    };
    const entered = await api(`/api/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothId/${booth}`, {
      method: 'POST',
      body: JSON.stringify({ answers: questions.data.questions.map((question) => ({ questionId: question.id, answer: true })) }),
    });
    expect(entered.status, await entered.clone().text()).toBe(201);
    await socket.next(
      (message) =>
        message.action === 'data' &&
        message.subscriptionName === 'myQueueEntries' &&
        (message.rows as { boothId: string }[]).some((row) => row.boothId === booth),
    );
    await socket.close();
  });
});
