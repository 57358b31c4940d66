import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTailRecorder } from '../../command-api/application/audit/record-audit-tail';
import type { AuditEventView } from '../../domain/audit/audit-event-view';
import { auditorDecider, auditorStream } from '../../domain/audit/auditor';
import { auditQueryStream } from '../../domain/audit/audit-query-record';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { handleCommand } from '../../domain/shared/handle-command';
import { createSubscriptionCatalog } from '../../gateway/subscriptions/catalog';
import { systemClock } from '../../infra/clock/system-clock';
import { connectClient, type TestClient } from './client';
import { createJobFair, projected, signedInUser, startBackend, startGateway, type Backend, type RunningGateway } from './harness';

// The audit console's live tail over real websockets. Platform admins and platform
// auditors tail every organization; an organization's auditor only their own (the props must name it);
// everyone else is refused by the server. Opening a tail is recorded like a query.

type Data = Extract<ServerMessage, { action: 'data' }>;
const tailData = (message: ServerMessage): message is Data => message.action === 'data' && message.subscriptionName === 'auditTail';
const tailError = (message: ServerMessage) => message.action === 'error' && message.subscriptionName === 'auditTail';
const fairsIn = (message: Data) => (message.rows as AuditEventView[]).map((event) => (event.data as { name: string }).name);

let backend: Backend;
let running: RunningGateway;
const orgA = randomUUID();
const orgB = randomUUID();

/** A user made an auditor the way the admin's grant does: AuditorRoleGranted on auditor-<userId>, projected. */
const auditor = async (roles: Parameters<typeof signedInUser>[1], organizationId: string | null, scope: string | null) => {
  const user = await signedInUser(backend, roles, organizationId);
  const now = new Date().toISOString();
  await handleCommand(
    backend.store,
    auditorStream(user.userId),
    auditorDecider,
    { type: 'GrantAuditorRole', data: { userId: user.userId, organizationId: scope, actorId: randomUUID(), now } },
    { metadata: { correlationId: randomUUID(), causationId: null, actorId: null, actorRole: 'Admin', at: now }, newId: randomUUID },
  );
  await projected(backend);
  return user;
};

const tail = async (client: TestClient, props: Record<string, string>) => {
  client.send({ action: 'subscribe', subscriptionName: 'auditTail', props });
  return client.next<Data>(tailData);
};

beforeAll(async () => {
  backend = await startBackend('gateway_audit_tail');
  const recordAuditTail = auditTailRecorder({
    store: backend.store,
    db: backend.db,
    clock: systemClock,
    newId: randomUUID,
    log: pino({ level: 'silent' }),
  });
  running = await startGateway(backend, { catalog: createSubscriptionCatalog(backend.db, () => systemClock.now(), { recordAuditTail }) });
});
afterAll(async () => {
  await running?.stop();
  await backend?.close();
});

describe('the audit live tail', () => {
  it('refuses on the server whoever may not read the log, and an organization auditor outside their organization', async () => {
    const [recruiter, employerAdmin, applicant, auditorOfA] = await Promise.all([
      signedInUser(backend, ['Recruiter'], orgA),
      signedInUser(backend, ['EmployerAdmin'], orgA),
      signedInUser(backend, ['Applicant'], null),
      auditor(['Recruiter'], orgA, orgA),
    ]);
    const refused: [string, Record<string, string>][] = [
      [recruiter.token, { organizationId: orgA }],
      [employerAdmin.token, { organizationId: orgA }],
      [applicant.token, {}],
      // An organization's auditor must name their organization, and only theirs.
      [auditorOfA.token, {}],
      [auditorOfA.token, { organizationId: orgB }],
      [auditorOfA.token, { type: 'JobFairCreated' }],
    ];
    for (const [token, props] of refused) {
      const client = await connectClient(running.url, token);
      client.send({ action: 'subscribe', subscriptionName: 'auditTail', props });
      expect(await client.next(tailError), JSON.stringify(props)).toMatchObject({ action: 'error', status: 403 });
      expect(client.received.some(tailData)).toBe(false);
      await client.close();
    }
    // Props are checked like the console's filter.
    const client = await connectClient(running.url, auditorOfA.token);
    client.send({ action: 'subscribe', subscriptionName: 'auditTail', props: { organizationId: orgA, type: 'not a type!' } });
    expect(await client.next(tailError)).toMatchObject({ status: 400 });
    await client.close();
  });

  it("pushes the new events matching the filter, each reader only their scope's, newest first", async () => {
    const [admin, platformAuditor, auditorOfA] = await Promise.all([
      signedInUser(backend, ['Admin'], null),
      auditor(['Applicant'], null, null),
      auditor(['Recruiter'], orgA, orgA),
    ]);
    const clients = await Promise.all([admin, platformAuditor, auditorOfA].map((user) => connectClient(running.url, user.token)));
    const [adminClient, platformClient, orgClient] = clients;
    await tail(adminClient!, { type: 'JobFairCreated' });
    await tail(platformClient!, { type: 'JobFairCreated' });
    await tail(orgClient!, { type: 'JobFairCreated', organizationId: orgA });

    await createJobFair(backend, orgB, 'Fair of B');
    await createJobFair(backend, orgA, 'Fair of A');

    for (const client of [adminClient!, platformClient!]) {
      let pushed: Data;
      do pushed = await client.next<Data>(tailData);
      while (!fairsIn(pushed).includes('Fair of A'));
      expect(fairsIn(pushed).slice(0, 2)).toEqual(['Fair of A', 'Fair of B']);
    }
    let own: Data;
    do own = await orgClient!.next<Data>(tailData);
    while (!fairsIn(own).includes('Fair of A'));
    expect(fairsIn(own)).not.toContain('Fair of B');
    expect((own.rows as AuditEventView[]).every((event) => event.organizationId === orgA)).toBe(true);
    await Promise.all(clients.map((client) => client.close()));
  });

  it('records each tail opened as a live AuditLogQueried of the reader', async () => {
    const auditorOfA = await auditor(['Recruiter'], orgA, orgA);
    const client = await connectClient(running.url, auditorOfA.token);
    await tail(client, { organizationId: orgA, streamPrefix: 'jobfair' });
    await client.close();
    const recorded = (await backend.store.readStream(auditQueryStream(auditorOfA.userId))).events;
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      type: 'AuditLogQueried',
      data: { auditorId: auditorOfA.userId, organizationId: orgA, live: true, filter: { organizationId: orgA, streamPrefix: 'jobfair' } },
      metadata: { actorId: auditorOfA.userId, actorRole: 'Auditor' },
    });
  });
});
