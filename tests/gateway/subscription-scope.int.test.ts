import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../domain/realtime/protocol';
import type { Platform } from '../../infra/platform';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID } from '../../infra/seed/demo-accounts';
import { findJobFair } from '../../projections/queries/jobfairs';
import { eventually } from '../support/eventually';
import { startTestPlatform } from '../support/platform';
import { connectClient, type TestClient } from './client';
import { createJobFair } from './harness';

// A booth's queue and presence belong to its fair's organization (docs/security.md "Websocket limits"): naming one's own
// fair beside another organization's booth, or a queue id that names no real booth or group, is refused.

const BOOTH_SUBSCRIPTIONS = ['boothQueue', 'boothQueueCount', 'boothPresence'] as const;
const booth = DEMO_BOOTH_IDS[1];
let platform: Platform;
const clients: TestClient[] = [];

beforeAll(async () => {
  platform = await startTestPlatform('gateway_subscription_scope');
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await platform?.close();
});

const staffOf = async (organizationId: string) => {
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Str0ng!Passw0rd';
  await platform.identity.createUser({
    userId: randomUUID(),
    email,
    firstName: 'Other',
    lastName: 'Staff',
    roles: ['EmployerAdmin'],
    organizationId,
    password,
    temporary: false,
  });
  const signedIn = await platform.identity.signIn(email, password);
  if (signedIn.kind !== 'SIGNED_IN') throw new Error(signedIn.kind);
  const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, signedIn.accessToken);
  clients.push(client);
  return client;
};

const answerTo = (client: TestClient, subscriptionName: string, props: Record<string, string>) => {
  client.send({ action: 'subscribe', subscriptionName, props });
  return client.next<Extract<ServerMessage, { action: 'subscribed' | 'error' }>>(
    (message) => (message.action === 'subscribed' || message.action === 'error') && message.subscriptionName === subscriptionName,
  );
};

describe('booth subscriptions are scoped to the booth’s fair', () => {
  it("refuses another organization's staff a booth of this fair named beside their own fair", async () => {
    const otherOrganization = randomUUID();
    const theirFair = await createJobFair(platform, otherOrganization, 'Their fair');
    await eventually(
      () => findJobFair(platform.db, theirFair),
      (fair) => fair !== null,
    );
    const outsider = await staffOf(otherOrganization);
    for (const name of BOOTH_SUBSCRIPTIONS)
      expect(await answerTo(outsider, name, { jobFairId: theirFair, boothId: booth }), name).toMatchObject({
        action: 'error',
        status: 403,
      });
  });

  it('refuses a queue id that names no booth of the fair or no group of the booth, and serves a real one', async () => {
    const staff = await staffOf(DEMO_ORGANIZATION_ID);
    for (const boothId of [randomUUID(), `${booth}-no-such-group`])
      for (const name of ['boothQueue', 'boothQueueCount'])
        expect(await answerTo(staff, name, { jobFairId: DEMO_JOB_FAIR_ID, boothId }), `${name} ${boothId}`).toMatchObject({
          action: 'error',
          status: 403,
        });
    expect(await answerTo(staff, 'boothPresence', { jobFairId: DEMO_JOB_FAIR_ID, boothId: randomUUID() })).toMatchObject({ status: 403 });
    for (const name of BOOTH_SUBSCRIPTIONS)
      expect(await answerTo(staff, name, { jobFairId: DEMO_JOB_FAIR_ID, boothId: booth }), name).toMatchObject({ action: 'subscribed' });
  });
});
