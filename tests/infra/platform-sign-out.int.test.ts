import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../infra/platform';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { connectClient } from '../gateway/client';
import { startTestPlatform } from '../support/platform';

// The composition root wires POST /api/auth/sign-out to the gateway: a signed-out session's sockets close.
let platform: Platform;
beforeAll(async () => {
  platform = await startTestPlatform('platform_sign_out');
});
afterAll(() => platform?.close());

const recruiter = DEMO_ACCOUNTS.find((account) => account.roles.includes('Recruiter'))!;

const call = async (path: string, token?: string, body?: unknown) => {
  const response = await fetch(`${platform.url}/api${path}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { isSuccess: boolean; data: any } };
};

const within = <T>(promise: Promise<T>, ms = 5_000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

const signIn = async () => {
  const { status, body } = await call('/auth/sign-in', undefined, { email: recruiter.email, password: DEMO_PASSWORD });
  expect(status).toBe(200);
  return body.data.accessToken as string;
};

describe('signing out through the API', () => {
  it("closes the session's websockets with 4401, also those opened with a refreshed token, and no other session's", async () => {
    const leaving = await signIn();
    const staying = await signIn(); // the same user in another browser: a session of its own
    const refreshed = await call('/auth/refresh', leaving);
    expect(refreshed.status).toBe(200);
    const wsUrl = `${platform.url.replace(/^http/, 'ws')}/ws`;
    const tabs = [await connectClient(wsUrl, leaving), await connectClient(wsUrl, refreshed.body.data.accessToken)];
    const other = await connectClient(wsUrl, staying);

    expect((await call('/auth/sign-out', leaving)).status).toBe(200);

    for (const tab of tabs) expect(await within(tab.closed)).toEqual({ code: 4401, reason: 'Signed out' });
    await other.barrier(recruiter.userId);
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    expect(platform.gateway!.connectionCount()).toBe(1);
    await other.close();
  });
});
