import { rm } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { connectClient, type TestClient } from '../gateway/client';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { createTestDatabase } from '../support/database';
import { killRoleProcess, startRoleProcess, type RoleProcess } from '../support/role-process';
import { signIn } from '../support/sign-in';
import { startTestIngress } from '../support/test-ingress';

// docs/deploy.md in a real browser: the platform split into processes (one API, one projector, two
// gateways) behind an ingress that sends websockets to the first live gateway. The employer admin's
// dashboard, on gateway A, shows a fair created by the platform admin, whose socket is on gateway B;
// when gateway A is killed, the page reconnects through the ingress to B and shows what it missed.

const dataDir = `.data/test-split-${process.pid}`;
const running: RoleProcess[] = [];
let ingress: Awaited<ReturnType<typeof startTestIngress>>;
let api: RoleProcess;
let gatewayA: RoleProcess;
let gatewayB: RoleProcess;
let browser: Browser;
let page: Page;
let adminToken: string;
let adminSocket: TestClient;

const openedSockets = (gateway: RoleProcess) =>
  gateway
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"websocket opened"')).length;

const createFair = async (name: string) => {
  const startDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${api.url}/api/organizations/${DEMO_ORGANIZATION_ID}/jobfairs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ name, startDate, startTime: '10:00', timezone: 'EST', durationHours: 3, durationMinutes: 0 }),
  });
  expect(response.status).toBeLessThan(300);
};

beforeAll(async () => {
  const databaseUrl = await createTestDatabase('split_processes');
  const start = async (role: string, label: string) => {
    const started = await startRoleProcess({ role, label, databaseUrl, dataDir });
    running.push(started);
    return started;
  };
  [api, gatewayA, gatewayB] = await Promise.all([
    start('api', 'api'),
    start('gateway', 'gateway-a'),
    start('gateway', 'gateway-b'),
    start('projector,scheduler', 'projector'),
  ]);
  ingress = await startTestIngress(api.url, [gatewayA.url, gatewayB.url]);
  const signedIn = await fetch(`${api.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.jobfair.test', password: DEMO_PASSWORD }),
  });
  adminToken = ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
  adminSocket = await connectClient(`${gatewayB.url.replace('http', 'ws')}/ws`, adminToken);
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
});

afterAll(async () => {
  await adminSocket?.close().catch(() => {});
  await browser?.close();
  await ingress?.close();
  await Promise.all(running.map(killRoleProcess));
  await rm(dataDir, { recursive: true, force: true });
});
closeContextsAfterEachTest(() => [browser]);

describe('a split platform in a real browser', () => {
  it('shows on gateway A a fair created by a user whose socket is on gateway B', async () => {
    await signIn(page, ingress.url, 'employer@demo.jobfair.test');
    await expect.poll(() => openedSockets(gatewayA)).toBeGreaterThan(0);
    expect(openedSockets(gatewayB)).toBe(1); // the admin's own socket only

    adminSocket.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId: DEMO_ORGANIZATION_ID } });
    await adminSocket.next((message) => message.action === 'data');
    await createFair('Created beside gateway B');
    await expect.poll(() => page.getByText('Created beside gateway B').count()).toBeGreaterThan(0);
    await adminSocket.next(
      (message) => message.action === 'data' && JSON.stringify(message.rows).includes('Created beside gateway B'),
      15_000,
    );
  });

  it('reconnects to gateway B when gateway A dies, and shows what changed meanwhile', async () => {
    await killRoleProcess(gatewayA);
    await createFair('Created while gateway A was down');
    await expect.poll(() => page.getByText('Created while gateway A was down').count()).toBeGreaterThan(0);
    expect(openedSockets(gatewayB)).toBeGreaterThan(1);
  });
});
