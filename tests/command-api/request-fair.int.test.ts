import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairOfRequest } from '../../command-api/access/request-fair';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { START } from '../../domain/shared/event';
import { DEMO_ACCOUNTS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { jobFairKey } from '../../projections/queries/change-keys';
import type { Platform } from '../../infra/platform';
import { startTestPlatform } from '../support/platform';

// A job seeker's request on /jobfairs/{jobFairId} passes the opening check every such route has, then the
// route's own access check: both need the fair, and the request asks for it once (command-api/access/request-fair.ts).
// The platform keeps it until the fair's change notice (projections/queries/fair-reads.ts).
let platform: Platform;
let token: string;
const seeker = DEMO_ACCOUNTS.find((account) => account.email === 'seeker1@demo.jobfair.test')!;

const tokenOf = async (email: string) => {
  const signedIn = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
};

beforeAll(async () => {
  platform = await startTestPlatform('request_fair');
  token = await tokenOf(seeker.email);
});
afterAll(async () => {
  await platform?.close();
});

/** Reads of the jobfairs table on the API's pool while `work` runs. */
const fairReadsDuring = async (work: () => Promise<unknown>) => {
  const fairReads: string[] = [];
  const record = (query: { sql: string }) => void (/from "jobfairs"/.test(query.sql) && fairReads.push(query.sql));
  platform.db.on('query', record);
  try {
    await work();
  } finally {
    platform.db.off('query', record);
  }
  return fairReads.length;
};

const asSeeker = (path: string) =>
  fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}${path}`, { headers: { authorization: `Bearer ${token}` } });
const myEntries = `/queueUsers/byVJFPUserId/${seeker.userId}`;
/** What a change of the fair's row announces: the kept fair is read again next time. */
const fairChanged = () => platform.bus.publish({ model: 'jobfairs', keys: [jobFairKey(DEMO_JOB_FAIR_ID)], checkpoint: START });

describe("a request's fair", () => {
  it("is read once for a seeker's request that checks it twice, and kept for the next requests until the fair changes", async () => {
    await fairChanged();
    expect(
      await fairReadsDuring(async () => {
        expect((await asSeeker(myEntries)).status).toBe(200);
        expect((await asSeeker(myEntries)).status).toBe(200);
      }),
    ).toBe(1);
    await fairChanged();
    expect(await fairReadsDuring(async () => expect((await asSeeker(myEntries)).status).toBe(200))).toBe(1);
  });

  it('is read once for requests that ask for it in the same turn (without kept fairs)', async () => {
    // Three requests' checks in one turn, as when several arrive together, on an API that keeps no fairs.
    const requests = [1, 2, 3].map(() => ({ server: { deps: { db: platform.db } } }) as unknown as FastifyRequest);
    let fairs: (JobFairView | null)[] = [];
    const reads = await fairReadsDuring(async () => {
      fairs = await Promise.all(requests.map((request) => fairOfRequest(request, DEMO_JOB_FAIR_ID)));
    });
    expect(reads).toBe(1);
    expect(fairs.map((fair) => fair?.id)).toEqual([DEMO_JOB_FAIR_ID, DEMO_JOB_FAIR_ID, DEMO_JOB_FAIR_ID]);
  });

  it('answers the very next request after a change of the fair with the change (the kept fair is not served)', async () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes('Admin') && !account.roles.includes('Applicant'))!;
    const adminToken = await tokenOf(admin.email);
    const activation = (isActivated: boolean) =>
      fetch(`${platform.url}/api/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}/activation`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ isActivated }),
      });
    expect((await asSeeker(myEntries)).status).toBe(200); // the open fair is kept
    try {
      expect((await activation(false)).status).toBe(200);
      // Not activated: the fair does not exist for its seekers (spec 1 §4.2), from the first request on.
      expect((await asSeeker(myEntries)).status).toBe(404);
    } finally {
      expect((await activation(true)).status).toBe(200);
    }
    expect((await asSeeker(myEntries)).status).toBe(200);
  });
});
