import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFairDecider, jobFairStream } from '../../domain/jobfair/jobfair';
import { handleCommand } from '../../domain/shared/handle-command';
import { createFairReads } from '../../projections/queries/fair-reads';
import type { Platform } from '../../infra/platform';
import { DEMO_JOB_FAIR_ID } from '../../infra/seed/demo-accounts';
import { findJobFair } from '../../projections/queries/jobfairs';
import { eventually } from '../support/eventually';
import { startTestPlatform } from '../support/platform';
import { createJobFair } from './harness';

// A fair's seekers connect together at its opening and each socket's subscribes are authorised against the
// same fair: the gateway reads it once and keeps it until the fair's change notice, or for a second at most.
let platform: Platform;

beforeAll(async () => {
  platform = await startTestPlatform('gateway_fair_reads');
});
afterAll(async () => {
  await platform?.close();
});

/** Records the reads of the jobfairs table `work` makes on the platform's pool. */
const fairReadsDuring = async <T>(work: () => Promise<T>) => {
  const reads: string[] = [];
  const record = (query: { sql: string }) => void (/from "jobfairs"/.test(query.sql) && reads.push(query.sql));
  platform.db.on('query', record);
  try {
    return { result: await work(), reads: reads.length };
  } finally {
    platform.db.off('query', record);
  }
};

describe("the gateway's fair reads", () => {
  it('read a fair once for subscribes one after another, answering what a fresh read answers', async () => {
    const fairs = createFairReads(platform.db);
    const { result, reads } = await fairReadsDuring(async () => {
      const answers = [];
      for (let subscribe = 0; subscribe < 4; subscribe++) answers.push(await fairs.find(DEMO_JOB_FAIR_ID));
      answers.push(await fairs.find(DEMO_JOB_FAIR_ID.toUpperCase()));
      return answers;
    });
    expect(reads).toBe(1);
    const fresh = await findJobFair(platform.db, DEMO_JOB_FAIR_ID);
    expect(fresh).not.toBeNull();
    for (const answer of result) expect(answer).toEqual(fresh);
  });

  it('read the fair again after its change notice: a deleted fair authorises nothing from then on', async () => {
    const fairs = createFairReads(platform.db);
    const unsubscribe = platform.bus.subscribe((notice) => fairs.noticed(notice));
    try {
      const companyId = randomUUID();
      const jobFairId = await createJobFair(platform, companyId, 'Fair to delete');
      await eventually(
        () => findJobFair(platform.db, jobFairId),
        (fair) => fair !== null,
      );
      expect(await fairs.find(jobFairId)).toMatchObject({ id: jobFairId });

      const now = new Date().toISOString();
      await handleCommand(
        platform.store,
        jobFairStream(jobFairId),
        jobFairDecider,
        { type: 'DeleteJobFair', data: { jobFairId, companyId, actorId: randomUUID(), now } },
        {
          metadata: { correlationId: randomUUID(), causationId: null, actorId: null, actorRole: 'EmployerAdmin', at: now },
          newId: randomUUID,
        },
      );
      await eventually(
        () => fairs.find(jobFairId),
        (fair) => fair === null,
      );
    } finally {
      unsubscribe();
    }
  });

  it('read the fair again once the answer is older than its age limit, with no notice', async () => {
    let now = 0;
    const fairs = createFairReads(platform.db, 1_000, () => now);
    const { reads } = await fairReadsDuring(async () => {
      await fairs.find(DEMO_JOB_FAIR_ID);
      now = 999;
      await fairs.find(DEMO_JOB_FAIR_ID);
      now = 1_000;
      await fairs.find(DEMO_JOB_FAIR_ID);
    });
    expect(reads).toBe(2);
  });
});
