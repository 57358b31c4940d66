import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { organizationKey } from '../../projections/queries/change-keys';
import { connectClient } from './client';
import { signedInUser, startBackend, startGateway, type Backend } from './harness';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend('gateway_backpressure');
});
afterAll(async () => {
  await backend.close();
});

const LIMIT = 256 * 1024;

/** Read-model rows written straight into the migrated table: about 1 MB of job fair cards. */
const seedLargeJobFairs = async (organizationId: string) => {
  const rows = Array.from({ length: 40 }, (_, index) => ({
    id: randomUUID(),
    company_id: organizationId,
    name: `${index} ${'x'.repeat(25_000)}`,
    start_date: '2030-01-01',
    start_time: '10:00',
    timezone: 'EST',
    duration_hours: 3,
    duration_minutes: 0,
    payment_status: 'UnPaid',
    payment_amount: 49_900,
    payment_currency: 'usd',
    created_by: randomUUID(),
    created_at: new Date().toISOString(),
    revision: 0,
  }));
  await backend.db('jobfairs').insert(rows);
};

describe('a client that stops reading', () => {
  it('is disconnected once its unsent data passes the limit, instead of growing server memory', async () => {
    const running = await startGateway(backend, { maxBufferedBytes: LIMIT });
    const organizationId = randomUUID();
    await seedLargeJobFairs(organizationId);
    const slow = await signedInUser(backend, ['EmployerAdmin'], organizationId);
    const client = await connectClient(running.url, slow.token);
    client.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId } });
    await client.next((message) => message.action === 'data');
    const frameBytes = Buffer.byteLength(JSON.stringify(client.received.find((message) => message.action === 'data')));
    expect(frameBytes).toBeGreaterThan(1_000_000);

    // The client keeps its TCP connection but reads nothing more.
    (client.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const checkpoint = await backend.readModelCheckpoint();
    let pushes = 0;
    while (running.gateway.connectionCount() > 0 && pushes < 200) {
      await backend.bus.publish({ model: 'jobfairs', keys: [organizationKey(organizationId)], checkpoint });
      pushes += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }

    expect(running.gateway.connectionCount()).toBe(0);
    const warning = running.logger.entries.find((entry) => entry.message?.includes('stopped reading'));
    expect(warning?.details.userId).toBe(slow.userId);
    // What the server held for it never exceeded the limit plus the one frame that crossed it.
    expect(warning!.details.bufferedAmount as number).toBeGreaterThan(LIMIT);
    expect(warning!.details.bufferedAmount as number).toBeLessThan(LIMIT + frameBytes + 1024);
    expect(pushes).toBeLessThan(200);
    await running.stop();
  });

  it('does not disturb the clients that keep reading', async () => {
    const running = await startGateway(backend, { maxBufferedBytes: LIMIT });
    const organizationId = randomUUID();
    await seedLargeJobFairs(organizationId);
    const [slowUser, fastUser] = await Promise.all([
      signedInUser(backend, ['EmployerAdmin'], organizationId),
      signedInUser(backend, ['Recruiter'], organizationId),
    ]);
    const slow = await connectClient(running.url, slowUser.token);
    const fast = await connectClient(running.url, fastUser.token);
    for (const client of [slow, fast]) {
      client.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId } });
      await client.next((message) => message.action === 'data');
    }
    (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();

    const checkpoint = await backend.readModelCheckpoint();
    let pushes = 0;
    while (running.gateway.connectionCount() > 1 && pushes < 200) {
      await backend.bus.publish({ model: 'jobfairs', keys: [organizationKey(organizationId)], checkpoint });
      pushes += 1;
      await fast.next((message: ServerMessage) => message.action === 'data');
    }

    expect(running.gateway.connectionCount()).toBe(1);
    await fast.barrier(fastUser.userId);
    await fast.close();
    await running.stop();
  });
});
