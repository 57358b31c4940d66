import { randomUUID } from 'node:crypto';
import { boothDecider, boothStream, type CreateBooth } from '../../domain/booth/booth';
import { jobFairDecider, jobFairStream, JOB_FAIR_PRICE, type JobFairCommand } from '../../domain/jobfair/jobfair';
import type { Knex } from 'knex';
import type { EventStore } from '../../domain/ports/event-store';
import { handleCommand } from '../../domain/shared/handle-command';
import { until } from './wait';

// The queue and interview tests need a fair that is paid, activated and Started. They build it through
// the deciders (not the HTTP routes) so each test file states only what it is about.

/** The instant the tests' clock stands at: inside the fair below (10:00–13:00 EST on 2026-11-22). */
export const RUNNING = '2026-11-22T16:00:00.000Z';

export const adminMetadata = { correlationId: 'test', causationId: null, actorId: null, actorRole: 'Admin', at: RUNNING };

type FairSchedule = Readonly<{ startDate: string; startTime: string }>;

/** Creates, pays and activates a fair that runs at RUNNING, or on `schedule` (3 hours, EST) when given. */
export const createRunningFair = async (
  store: EventStore,
  {
    jobFairId,
    organizationId,
    name,
    schedule = { startDate: '2026-11-22', startTime: '10:00' },
  }: { jobFairId: string; organizationId: string; name: string; schedule?: FairSchedule },
): Promise<void> => {
  const fairCommand = (command: JobFairCommand) =>
    handleCommand(store, jobFairStream(jobFairId), jobFairDecider, command, { metadata: adminMetadata, newId: randomUUID });
  const ids = { jobFairId, companyId: organizationId, actorId: randomUUID(), now: RUNNING };
  const form = { name, ...schedule, timezone: 'EST' as const, durationHours: 3, durationMinutes: 0 };
  await fairCommand({ type: 'CreateJobFair', data: { ...ids, form, mayStartInPast: true } });
  await fairCommand({ type: 'RecordJobFairPayment', data: { ...ids, ...JOB_FAIR_PRICE, paymentReference: randomUUID() } });
  await fairCommand({ type: 'SetJobFairActivation', data: { ...ids, isActivated: true } });
};

/** Creates a booth of that fair with the given fields (parse them with boothFieldsSchema). */
export const createBooth = (
  store: EventStore,
  {
    boothId,
    jobFairId,
    organizationId,
    fields,
    sortOrder = 0,
  }: { boothId: string; jobFairId: string; organizationId: string; fields: CreateBooth['data']['fields']; sortOrder?: number },
) =>
  handleCommand(
    store,
    boothStream(boothId),
    boothDecider,
    { type: 'CreateBooth', data: { boothId, jobFairId, organizationId, actorId: randomUUID(), now: RUNNING, fields, sortOrder } },
    { metadata: adminMetadata, newId: randomUUID },
  );

/** Waits until the read models show the activated fair and every one of these booths. */
export const fairAndBoothsVisible = (db: Knex, jobFairId: string, boothIds: readonly string[]): Promise<void> =>
  until(
    async () =>
      (await db('booths').whereIn('id', boothIds)).length === boothIds.length &&
      Boolean(await db('jobfairs').where({ id: jobFairId, is_activated: true }).first()),
    'the fair and its booths',
  );
