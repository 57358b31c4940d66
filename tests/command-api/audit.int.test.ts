import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, testClock, type TestApi, type TestUser } from '../support/api';
import { auditorOf } from '../support/auditor';
import { buildOrganizationWorld, type OrganizationWorld } from '../support/organization-world';
import { RUNNING } from '../support/running-fair';
import { until } from '../support/wait';

// The Auditor role and the event-history console (docs/audit.md) over HTTP: the console's filters, keyset paging, organization scope, the
// streamed exports and the record every read leaves.

let api: TestApi;
let a: OrganizationWorld;
let b: OrganizationWorld;
let platformAuditor: TestUser;
let auditorOfA: TestUser;
beforeAll(async () => {
  api = await buildTestApi('api_audit', { clock: testClock(new Date(RUNNING)) });
  a = await buildOrganizationWorld(api, 'Alpha');
  b = await buildOrganizationWorld(api, 'Beta');
  [platformAuditor, auditorOfA] = await Promise.all([
    auditorOf(api, b.organizationId, 'Platform'),
    auditorOf(api, a.organizationId, 'Organization'),
  ]);
  const head = await api.eventCount();
  await until(async () => Number((await api.db('audit_events').count('* as n').first())?.n) >= head, 'the audit index');
});
afterAll(() => api?.close());

const get = async (user: TestUser, url: string) => {
  const response = await api.as(user, { method: 'GET', url: `/api${url}` });
  const json = String(response.headers['content-type']).includes('application/json');
  return { status: response.statusCode, body: json ? response.json() : null, text: response.body };
};
const query = (params: Record<string, string>) => `/audit/events?${new URLSearchParams(params)}`;

describe('the event-history console', () => {
  it('filters by stream, type, actor, organization, job fair and correlation, newest first by default', async () => {
    const stream = `queue-${a.boothId}`;
    const byStream = await get(platformAuditor, query({ stream }));
    expect(byStream.status).toBe(200);
    const types = byStream.body.data.events.map((event: { type: string }) => event.type);
    expect(types).toContain('QueueEntered');
    expect(byStream.body.data.events.every((event: { streamId: string }) => event.streamId === stream)).toBe(true);
    const positions = byStream.body.data.events.map((event: { position: string }) => BigInt(event.position));
    expect([...positions].sort((x, y) => (x > y ? -1 : 1))).toEqual(positions);

    const entered = byStream.body.data.events.find((event: { type: string }) => event.type === 'QueueEntered');
    const byActor = await get(platformAuditor, query({ stream, actorId: a.applicant.userId }));
    expect(byActor.body.data.events.map((event: { eventId: string }) => event.eventId)).toContain(entered.eventId);
    expect(byActor.body.data.events.every((event: any) => event.metadata.actorId === a.applicant.userId)).toBe(true);
    const byCorrelation = await get(platformAuditor, query({ correlationId: entered.metadata.correlationId }));
    expect(byCorrelation.body.data.events.every((event: any) => event.metadata.correlationId === entered.metadata.correlationId)).toBe(
      true,
    );
    const byType = await get(platformAuditor, query({ type: 'BoothCreated', order: 'asc' }));
    expect(byType.body.data.events.map((event: { data: { boothId: string } }) => event.data.boothId)).toEqual([a.boothId, b.boothId]);
    const byFair = await get(platformAuditor, query({ jobFairId: b.jobFairId }));
    expect(byFair.body.data.events.length).toBeGreaterThan(3);
    expect(byFair.body.data.events.every((event: { jobFairId: string }) => event.jobFairId === b.jobFairId)).toBe(true);
    // The availability stream names no organization: it is placed by its fair.
    const byOrganization = await get(platformAuditor, query({ organizationId: a.organizationId, streamPrefix: 'availability' }));
    expect(byOrganization.body.data.events.map((event: { type: string }) => event.type)).toContain('RecruiterAvailabilityChanged');
    const byPrefix = await get(platformAuditor, query({ streamPrefix: `queue-${b.boothId.slice(0, 8)}` }));
    expect(byPrefix.body.data.events.every((event: { streamId: string }) => event.streamId.startsWith(`queue-${b.boothId}`))).toBe(true);
  });

  it('pages with a keyset cursor in either order without repeating or skipping an event', async () => {
    for (const order of ['asc', 'desc']) {
      const all = await get(platformAuditor, query({ organizationId: a.organizationId, order, limit: '200' }));
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await get(
          platformAuditor,
          query({ organizationId: a.organizationId, order, limit: '3', ...(cursor ? { cursor } : {}) }),
        );
        expect(page.status).toBe(200);
        seen.push(...page.body.data.events.map((event: { position: string }) => event.position));
        cursor = page.body.data.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all.body.data.events.map((event: { position: string }) => event.position));
    }
    const desc = await get(platformAuditor, query({ limit: '1' }));
    const refused = await get(platformAuditor, query({ order: 'asc', cursor: desc.body.data.nextCursor }));
    expect(refused.status).toBe(400);
    expect((await get(platformAuditor, query({ cursor: 'not*a*cursor' }))).status).toBe(400);
  });

  it('keeps a cursor stable while events are appended between two pages', async () => {
    // The record of another auditor's queries: each query they run appends to it.
    const filter = { stream: `auditqueries-${auditorOfA.userId}` };
    const runQueries = async (count: number) => {
      for (let run = 0; run < count; run += 1) expect((await get(auditorOfA, query({ type: 'BoothCreated' }))).status).toBe(200);
    };
    await runQueries(5);
    await until(
      async () => (await get(platformAuditor, query({ ...filter, limit: '200' }))).body.data.events.length >= 5,
      'the first records',
    );
    const list = async (order: string) =>
      (await get(platformAuditor, query({ ...filter, order, limit: '200' }))).body.data.events.map(
        (event: { position: string }) => event.position,
      );
    const [descBefore, ascBefore] = [await list('desc'), await list('asc')];
    const [firstDesc, firstAsc] = [
      (await get(platformAuditor, query({ ...filter, order: 'desc', limit: '2' }))).body.data,
      (await get(platformAuditor, query({ ...filter, order: 'asc', limit: '2' }))).body.data,
    ];
    await runQueries(3);
    await until(async () => (await list('desc')).length === descBefore.length + 3, 'the new records in the audit index');
    const rest = async (order: string, page: { events: { position: string }[]; nextCursor: string | null }) => {
      const seen = page.events.map((event) => event.position);
      for (let cursor = page.nextCursor; cursor;) {
        const next = (await get(platformAuditor, query({ ...filter, order, limit: '2', cursor }))).body.data;
        seen.push(...next.events.map((event: { position: string }) => event.position));
        cursor = next.nextCursor;
      }
      return seen;
    };
    // Newest first: the pages go on into the past exactly as before; the new events are above the first page.
    expect(await rest('desc', firstDesc)).toEqual(descBefore);
    // Oldest first: the old events in order, then the new ones, nothing twice.
    const asc = await rest('asc', firstAsc);
    expect(asc.slice(0, ascBefore.length)).toEqual(ascBefore);
    expect(asc.length).toBe(ascBefore.length + 3);
    expect(new Set(asc).size).toBe(asc.length);
  });

  it("holds an organization's auditor to their organization", async () => {
    const own = await get(auditorOfA, query({ limit: '200' }));
    expect(own.status).toBe(200);
    expect(own.body.data.events.every((event: { organizationId: string }) => event.organizationId === a.organizationId)).toBe(true);
    expect((await get(auditorOfA, query({ organizationId: b.organizationId }))).status).toBe(403);
    const bEvent = (await get(platformAuditor, query({ organizationId: b.organizationId, limit: '1' }))).body.data.events[0];
    expect((await get(auditorOfA, `/audit/events/${bEvent.position}`)).status).toBe(404);
    // Reports of their own organization, not of another.
    expect((await get(auditorOfA, `/jobfairs/${a.jobFairId}/matrix/${a.boothId}`)).status).toBe(200);
    expect((await get(auditorOfA, `/jobfairs/${b.jobFairId}/matrix/${b.boothId}`)).status).toBe(403);
    expect((await get(platformAuditor, `/jobfairs/${b.jobFairId}/matrix/${b.boothId}`)).status).toBe(200);
  });

  it('refuses an auditor every change, appending nothing', async () => {
    const before = await api.eventCount();
    const answer = await api.as(auditorOfA, {
      method: 'PUT',
      url: `/api/jobfairs/${a.jobFairId}/recruiters/${auditorOfA.userId}/availability`,
      payload: { boothId: a.boothId, isAvailableForChat: true },
    });
    expect(answer.statusCode).toBe(403);
    expect(await api.eventCount()).toBe(before);
    const me = await get(auditorOfA, '/auth/me');
    expect(me.body.data.roles).toEqual(['Auditor']);
  });

  it("shows an event's envelope with what caused it and what it caused", async () => {
    const offered = (await get(platformAuditor, query({ stream: `session-${a.sessionId}`, type: 'InterviewOffered' }))).body.data.events[0];
    const detail = await get(platformAuditor, `/audit/events/${offered.position}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.event).toMatchObject({ position: offered.position, streamId: `session-${a.sessionId}`, revision: '0' });
    expect(detail.body.data.correlationGroupSize).toBeGreaterThanOrEqual(1);
    expect((await get(platformAuditor, '/audit/events/999999999')).status).toBe(404);
  });

  it('streams an export as NDJSON or CSV, redacting personal data unless told not to', async () => {
    const ndjson = await get(platformAuditor, `/audit/export?${new URLSearchParams({ format: 'ndjson', type: 'UserRegistered' })}`);
    expect(ndjson.status).toBe(200);
    const lines = ndjson.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((event) => event.data.email === '[redacted]' && event.data.lastName === '[redacted]')).toBe(true);
    const plain = await get(
      platformAuditor,
      `/audit/export?${new URLSearchParams({ format: 'ndjson', type: 'UserRegistered', redact: 'false' })}`,
    );
    expect(plain.text).toContain('@example.com');
    const csv = await get(
      platformAuditor,
      `/audit/export?${new URLSearchParams({ format: 'csv', stream: `queue-${a.boothId}`, order: 'asc' })}`,
    );
    expect(csv.status).toBe(200);
    const [header, first] = csv.text.split('\r\n');
    expect(header).toBe(
      'position,at,type,streamId,revision,eventId,actorId,actorRole,correlationId,causationId,organizationId,jobFairId,data',
    );
    expect(first).toContain('QueueEntered');
  });

  it("records every query, view and export as an event of the auditor's own, visible in the console", async () => {
    await get(auditorOfA, query({ type: 'QueueEntered' }));
    const recordOf = async () =>
      (await get(auditorOfA, query({ type: 'AuditLogQueried', actorId: auditorOfA.userId, limit: '200' }))).body.data.events.find(
        (event: { data: { filter: { type?: string } } }) => event.data.filter.type === 'QueueEntered',
      );
    await until(async () => Boolean(await recordOf()), 'the record of the query');
    expect(await recordOf()).toMatchObject({
      type: 'AuditLogQueried',
      streamId: `auditqueries-${auditorOfA.userId}`,
      metadata: { actorId: auditorOfA.userId, actorRole: 'Auditor' },
      data: { auditorId: auditorOfA.userId, organizationId: a.organizationId, filter: { type: 'QueueEntered', order: 'desc' } },
    });
    await until(
      async () =>
        (await get(platformAuditor, query({ type: 'AuditLogExported', actorId: platformAuditor.userId }))).body.data.events.length >= 3,
      'the records of the exports',
    );
    const exports = await get(platformAuditor, query({ type: 'AuditLogExported', actorId: platformAuditor.userId }));
    expect(exports.body.data.events.map((event: { data: { format: string } }) => event.data.format)).toContain('csv');
  });

  it("lets a booth's staff open an event their report's trace lists, redacted, but not query the console", async () => {
    const trace = (user: TestUser) => get(user, `/jobfairs/${a.jobFairId}/report/${a.boothId}/trace?metric=resumesLeftAtBooth`);
    await until(async () => (await trace(a.recruiter)).body?.data.events.length > 0, 'the resume in the report');
    const [entered] = (await trace(a.recruiter)).body.data.events as { position: string; type: string }[];
    expect(entered!.type).toBe('BoothResumeSaved');
    await until(async () => (await get(platformAuditor, `/audit/events/${entered!.position}`)).status === 200, 'the audit index');

    for (const staff of [a.recruiter, a.employerAdmin]) {
      const opened = await get(staff, `/audit/events/${entered!.position}`);
      expect(opened.status).toBe(200);
      expect(opened.body.data).toMatchObject({
        reader: 'trace',
        correlationGroupSize: null,
        event: { position: entered!.position, type: 'BoothResumeSaved', data: { boothId: a.boothId, jobSeekerId: a.applicant.userId } },
      });
      // The seeker's resume details are personal data of someone else: redacted, as an export does.
      expect(opened.body.data.event.data).toMatchObject({ jobTitle: '[redacted]', fileName: '[redacted]', resumeS3Key: '[redacted]' });
    }
    // The auditor sees the same event whole, with its correlation group.
    const whole = await get(platformAuditor, `/audit/events/${entered!.position}`);
    expect(whole.body.data.reader).toBe('console');
    expect(whole.body.data.event.data.jobTitle).toBe('Engineer');

    // Another organization's staff, and an event no report counts, are refused; the console stays closed to staff.
    expect((await get(b.recruiter, `/audit/events/${entered!.position}`)).status).toBe(403);
    expect((await get(b.employerAdmin, `/audit/events/${entered!.position}`)).status).toBe(403);
    const uncounted = (await get(platformAuditor, query({ organizationId: a.organizationId, type: 'OrganizationDetailsSaved' }))).body.data
      .events[0];
    expect((await get(a.employerAdmin, `/audit/events/${uncounted.position}`)).status).toBe(404);
    expect((await get(a.applicant, `/audit/events/${entered!.position}`)).status).toBe(403);
    for (const url of [query({}), query({ stream: `queue-${a.boothId}` }), '/audit/export?format=csv'])
      for (const staff of [a.recruiter, a.employerAdmin]) expect((await get(staff, url)).status).toBe(403);

    // Opening it is recorded like an auditor's view.
    await until(
      async () =>
        (await get(platformAuditor, query({ type: 'AuditEventViewed', actorId: a.recruiter.userId }))).body.data.events.some(
          (event: { data: { position: string } }) => event.data.position === entered!.position,
        ),
      "the record of the recruiter's view",
    );
  });

  it('lets only platform admins grant and revoke, and a revoke gives the user their roles back', async () => {
    const admin = await api.user(['Admin'], null);
    expect((await api.as(a.employerAdmin, { method: 'GET', url: '/api/admin/auditors' })).statusCode).toBe(403);
    const listed = await api.as(admin, { method: 'GET', url: '/api/admin/auditors' });
    expect(listed.json().data.map((auditor: { userId: string }) => auditor.userId)).toEqual(expect.arrayContaining([auditorOfA.userId]));
    const refused = await api.as(admin, { method: 'POST', url: '/api/admin/auditors', payload: { email: admin.email, scope: 'Platform' } });
    expect(refused.statusCode).toBe(404);
    const revoked = await api.as(admin, { method: 'DELETE', url: `/api/admin/auditors/${auditorOfA.userId}` });
    expect(revoked.statusCode).toBe(200);
    expect((await get(auditorOfA, '/auth/me')).body.data.roles).toEqual(['Recruiter']);
    expect((await get(auditorOfA, query({}))).status).toBe(403);
  });
});
