import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothDecider, boothStream } from '../../domain/booth/booth';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { jobFairDecider, jobFairStream, JOB_FAIR_PRICE, type JobFairCommand } from '../../domain/jobfair/jobfair';
import { START } from '../../domain/shared/event';
import { handleCommand } from '../../domain/shared/handle-command';
import { queuesProjector } from '../../projections/projectors/queues';
import { buildTestApi, testClock, type TestApi, type TestUser } from '../support/api';
import { httpAs } from '../support/http';
import { project } from '../projections/project';
import type { DomainEvent } from '../../domain/events';
import type { RecordedEvent } from '../../domain/shared/event';

// Issue 5 point 8: 1,000 mixed enter/leave requests by 40 job seekers over 5 booths, 25 at a time,
// through real HTTP. Positions stay unique and gap-free, nobody holds two queues of the fair, and the
// read model equals one rebuilt from the log.
const RUNNING = '2026-11-22T16:00:00.000Z';
let api: TestApi;
let request: ReturnType<typeof httpAs>;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const booths = Array.from({ length: 5 }, () => randomUUID());
let seekers: TestUser[];
const metadata = { correlationId: 'load', causationId: null, actorId: null, actorRole: 'Admin', at: RUNNING };

beforeAll(async () => {
  api = await buildTestApi('api_queue_load', { clock: testClock(new Date(RUNNING)) });
  request = httpAs(await api.app.listen({ port: 0, host: '127.0.0.1' }), `/jobfairs/${jobFairId}/queueUsers`);
  const ids = { jobFairId, companyId: organizationId, actorId: randomUUID(), now: RUNNING };
  const form = { name: 'Load fair', startDate: '2026-11-22', startTime: '10:00', timezone: 'EST' as const, durationHours: 3, durationMinutes: 0 };
  const fair = (command: JobFairCommand) => handleCommand(api.store, jobFairStream(jobFairId), jobFairDecider, command, { metadata, newId: randomUUID });
  await fair({ type: 'CreateJobFair', data: { ...ids, form, mayStartInPast: true } });
  await fair({ type: 'RecordJobFairPayment', data: { ...ids, ...JOB_FAIR_PRICE, paymentReference: 'p' } });
  await fair({ type: 'SetJobFairActivation', data: { ...ids, isActivated: true } });
  for (const [index, boothId] of booths.entries()) {
    const fields = boothFieldsSchema.parse({ name: `Booth ${index}`, recruiters: [] });
    await handleCommand(api.store, boothStream(boothId), boothDecider, { type: 'CreateBooth', data: { boothId, jobFairId, organizationId, actorId: ids.actorId, now: RUNNING, fields, sortOrder: index } }, { metadata, newId: randomUUID });
  }
  seekers = await Promise.all(Array.from({ length: 40 }, () => api.user(['Applicant'], null)));
  for (let i = 0; i < 200 && (await api.db('booths').whereIn('id', booths)).length < 5; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  for (let i = 0; i < 200 && !(await api.db('jobfairs').where({ id: jobFairId, is_activated: true }).first()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(() => api?.close());

describe('1,000 mixed queue commands', () => {
  it('keep positions unique and gap-free, one queue per seeker, and the read model equal to a rebuild', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const statuses: number[] = [];
    const one = async () => {
      const seeker = seekers[Math.floor(random() * seekers.length)]!;
      const booth = booths[Math.floor(random() * booths.length)]!;
      if (random() < 0.6) {
        statuses.push((await request(seeker, 'POST', `/byBoothId/${booth}`, { answers: [] })).status);
        return;
      }
      const mine = (await request(seeker, 'GET', `/byVJFPUserId/${seeker.userId}`)).body!.data as { id: string; boothId: string }[];
      const entry = mine[0];
      statuses.push(entry ? (await request(seeker, 'DELETE', `/byBoothIdAndId/${entry.boothId}/${entry.id}`)).status : 200);
    };
    const total = 1_000;
    let started = 0;
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (started < total) {
          started++;
          await one();
        }
      }),
    );

    expect(statuses).toHaveLength(total);
    // Admitted, refused for holding another queue, or a leave that lost the race with the seeker's other tab.
    expect(statuses.filter((status) => ![200, 201, 404, 409].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(100);

    const rows = await api.db('queue_entries').where({ job_fair_id: jobFairId });
    expect(new Set(rows.map((row) => row.seeker_id)).size).toBe(rows.length);
    for (const booth of booths) {
      const listed = (await request(seekers[0]!, 'GET', `/byBoothId/${booth}/count`)).body!.data.count as number;
      const positions = (await api.db('queue_entries').where({ booth_id: booth })).length;
      expect(listed).toBe(positions);
    }
    const staff = await api.user(['Admin'], null);
    for (const booth of booths) {
      const queue = (await request(staff, 'GET', `/byBoothId/${booth}`)).body!.data as { position: number; priority: number }[];
      expect(queue.map((row) => row.position)).toEqual(queue.map((_, index) => index + 1));
      expect(queue.filter((row) => row.priority === 0).length).toBe(queue.length > 0 ? 1 : 0);
    }

    // Rebuild the queues model from the log and compare.
    const incremental = (await api.db('queue_entries').where({ job_fair_id: jobFairId }).orderBy('id')).map((row) => ({ ...row }));
    const events = (await api.store.readAll({ after: START, limit: 100_000 })) as unknown as RecordedEvent<DomainEvent>[];
    await api.db.transaction(async (trx) => {
      await trx('queue_entries').delete();
      await trx('queue_revisions').delete();
    });
    await project(api.db, queuesProjector, events);
    const rebuilt = (await api.db('queue_entries').where({ job_fair_id: jobFairId }).orderBy('id')).map((row) => ({ ...row }));
    expect(rebuilt).toEqual(incremental);
  }, 240_000);
});
