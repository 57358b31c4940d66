import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../infra/platform';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { userStream } from '../../domain/user/user';
import { createSeededDatabase, startTestPlatform } from '../support/platform';

// `npm run demo:remove` on an install `npm start` seeded: the CLI runs as its own process on the platform's
// database (DATABASE_URL), appends one UserRemoved per demo account, and the running platform follows the log.

const filesDir = `.data/test-files-${process.pid}-remove-demo`;
let platform: Platform;
let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await createSeededDatabase('remove_demo', filesDir);
  platform = await startTestPlatform('remove_demo', { filesDir, databaseUrl });
});
afterAll(async () => {
  await platform?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const removeDemo = async (): Promise<{ code: number | null; stdout: string; stderr: string }> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/cli/remove-demo.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
};

const signIn = (email: string) =>
  fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
const me = (token: string) => fetch(`${platform.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
const revisions = () =>
  Promise.all(DEMO_ACCOUNTS.map(async (account) => (await platform.store.readStream(userStream(account.userId))).currentRevision));

describe('npm run demo:remove', () => {
  it('removes every demo account through the event log: no sign-in, tokens dead, read models marked; a second run changes nothing', async () => {
    const admin = DEMO_ACCOUNTS[0]!;
    const signedIn = await signIn(admin.email);
    expect(signedIn.status).toBe(200);
    const { data } = (await signedIn.json()) as { data: { accessToken: string } };
    expect((await me(data.accessToken)).status).toBe(200);

    const first = await removeDemo();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout.trim().split('\n')).toEqual([
      ...DEMO_ACCOUNTS.map((account) => `${account.email}: removed`),
      `Removed ${DEMO_ACCOUNTS.length} demo account(s): they cannot sign in, and their tokens no longer work.`,
    ]);

    // An event per account, by the system.
    for (const account of DEMO_ACCOUNTS) {
      const { events } = await platform.store.readStream(userStream(account.userId));
      expect(events.at(-1), account.email).toMatchObject({ type: 'UserRemoved', metadata: { actorId: 'demo-remove' } });
    }
    for (const account of DEMO_ACCOUNTS) expect((await signIn(account.email)).status, account.email).toBe(401);
    expect((await me(data.accessToken)).status).toBe(401);
    // The running platform's users read model follows the log.
    await expect
      .poll(
        async () =>
          (
            await platform
              .db('users')
              .whereIn(
                'id',
                DEMO_ACCOUNTS.map((account) => account.userId),
              )
              .whereNull('removed_at')
          ).length,
      )
      .toBe(0);

    const before = await revisions();
    const second = await removeDemo();
    expect(second.code).toBe(0);
    expect(second.stdout.trim().split('\n')).toEqual([
      ...DEMO_ACCOUNTS.map((account) => `${account.email}: already removed`),
      'Nothing to remove: no demo account can sign in.',
    ]);
    expect(await revisions()).toEqual(before);

    // A later demo start on the same database (npm start seeds on every start) leaves them removed.
    await platform.close();
    platform = await startTestPlatform('remove_demo', { filesDir, databaseUrl });
    for (const account of DEMO_ACCOUNTS) expect((await signIn(account.email)).status, account.email).toBe(401);
    expect(await revisions()).toEqual(before);
  });
});
