import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { START } from '../../domain/shared/event';
import { queuesProjector } from '../../projections/projectors/queues';
import { buildTestApi, testClock, type TestApi, type TestUser } from '../support/api';
import { httpAs } from '../support/http';
import { createBooth, createRunningFair, fairAndBoothsVisible, RUNNING } from '../support/running-fair';
import { project } from '../projections/project';
import type { DomainEvent } from '../../domain/events';
import type { RecordedEvent } from '../../domain/shared/event';

// 1,000 mixed enter/leave requests by 40 job seekers over 5 booths, 25 at a time,
// through real HTTP. Positions stay unique and gap-free, nobody holds two queues of the fair, and the
// read model equals one rebuilt from the log.
let api: TestApi;
let request: ReturnType<typeof httpAs>;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const booths = Array.from({ length: 5 }, () => randomUUID());
let seekers: TestUser[];

beforeAll(async () => {
  api = await buildTestApi('api_queue_load', { clock: testClock(new Date(RUNNING)) });
  request = httpAs(await api.app.listen({ port: 0, host: '127.0.0.1' }), `/jobfairs/${jobFairId}/queueUsers`);
  await createRunningFair(api.store, { jobFairId, organizationId, name: 'Load fair' });
  for (const [index, boothId] of booths.entries())
    await createBooth(api.store, {
      boothId,
      jobFairId,
      organizationId,
      fields: boothFieldsSchema.parse({ name: `Booth ${index}`, recruiters: [] }),
      sortOrder: index,
    });
  seekers = await Promise.all(Array.from({ length: 40 }, () => api.user(['Applicant'], null)));
  await fairAndBoothsVisible(api.db, jobFairId, booths);
});
afterAll(() => api?.close());

describe('1,000 mixed queue commands', () => {
  it('keep positions unique and gap-free, one queue per seeker, and the read model equal to a rebuild', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
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
