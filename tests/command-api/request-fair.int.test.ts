import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairOfRequest } from '../../command-api/http/request-fair';
import { DEMO_ACCOUNTS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import type { Platform } from '../../infra/platform';
import { startTestPlatform } from '../support/platform';

// A job seeker's request on /jobfairs/{jobFairId} passes the opening check every such route has, then the
// route's own access check: both need the fair, and the request reads it once (command-api/http/request-fair.ts).
let platform: Platform;
let token: string;
const seeker = DEMO_ACCOUNTS.find((account) => account.email === 'seeker1@demo.jobfair.test')!;

beforeAll(async () => {
  platform = await startTestPlatform('request_fair');
  const signedIn = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: seeker.email, password: DEMO_PASSWORD }),
  });
  token = ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
});
afterAll(async () => {
  await platform?.close();
});

describe("a request's fair", () => {
  it("is read once for a seeker's request that checks it twice", async () => {
    const fairReads: string[] = [];
    const record = (query: { sql: string }) => void (/from "jobfairs"/.test(query.sql) && fairReads.push(query.sql));
    platform.db.on('query', record);
    const response = await fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byVJFPUserId/${seeker.userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    platform.db.off('query', record);

    expect(response.status).toBe(200);
    expect(fairReads).toHaveLength(1);
  });

  it('is read once for requests that ask for it in the same turn', async () => {
    const fairReads: string[] = [];
    const record = (query: { sql: string }) => void (/from "jobfairs"/.test(query.sql) && fairReads.push(query.sql));
    platform.db.on('query', record);
    // Three requests' checks in one turn, as when several arrive together.
    const requests = [{}, {}, {}] as unknown as FastifyRequest[];
    const fairs = await Promise.all(requests.map((request) => fairOfRequest(request, platform.db, DEMO_JOB_FAIR_ID)));
    platform.db.off('query', record);

    expect(fairReads).toHaveLength(1);
    expect(fairs.map((fair) => fair?.id)).toEqual([DEMO_JOB_FAIR_ID, DEMO_JOB_FAIR_ID, DEMO_JOB_FAIR_ID]);
  });
});
