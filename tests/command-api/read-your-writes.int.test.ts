import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { buildTestApi, envelopeOf, testClock, type TestApi, type TestUser } from '../support/api';
import { createBooth, createRunningFair, fairAndBoothsVisible, RUNNING } from '../support/running-fair';

// Read-your-writes on the server (docs/read-side.md "Read your writes"): a read waits for its caller's own
// last write, kept per user or sent back in X-Read-After, and never for another caller's. Requests go
// through app.inject directly: the suites' `api.as` sends back every checkpoint the test saw.
let api: TestApi;
let seeker: TestUser;
let other: TestUser;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const boothId = randomUUID();
const queueUsers = `/api/jobfairs/${jobFairId}/queueUsers`;

const as = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => api.app.inject({ method, url, payload, headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), ...headers } });
const entriesOf = (user: TestUser, reader: TestUser | null = user, headers: Record<string, string> = {}) =>
  as(reader, 'GET', `${queueUsers}/byVJFPUserId/${user.userId}`, headers);

/** Whether `read` is still unanswered after a few hundred ms (the projections are stopped meanwhile). */
const stillWaiting = async (read: Promise<unknown>) => {
  let answered = false;
  void read.then(() => (answered = true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  return !answered;
};

beforeAll(async () => {
  api = await buildTestApi('api_read_your_writes', { clock: testClock(new Date(RUNNING)) });
  [seeker, other] = await Promise.all([api.user(['Applicant'], null), api.user(['Applicant'], null)]);
  await createRunningFair(api.store, { jobFairId, organizationId, name: 'Read your writes fair' });
  await createBooth(api.store, {
    boothId,
    jobFairId,
    organizationId,
    fields: boothFieldsSchema.parse({ name: 'Own', chatDuration: 600_000 }),
  });
  await fairAndBoothsVisible(api.db, jobFairId, [boothId]);
});
afterAll(() => api.close());

describe("a read waits for its caller's own last write only", () => {
  it("the writer's reads wait, by user or by X-Read-After; another caller's reads do not; the answer names its checkpoint", async () => {
    await api.runner.stop();
    let own: ReturnType<typeof entriesOf>;
    let echoed: ReturnType<typeof entriesOf>;
    try {
      const entered = await as(seeker, 'POST', `${queueUsers}/byBoothId/${boothId}`, {}, { answers: [] });
      expect(entered.statusCode, entered.body).toBe(201);
      const checkpoint = envelopeOf(entered).data.checkpoint as string;
      expect(entered.headers['x-checkpoint']).toBe(checkpoint);

      own = entriesOf(seeker);
      expect(await stillWaiting(own)).toBe(true);
      // Another seeker reading their own entries wrote nothing: answered at once, as the read models stand.
      const theirs = await entriesOf(other);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.headers['x-checkpoint']).toBeUndefined();
      // A malformed X-Read-After is ignored.
      expect((await entriesOf(other, other, { 'x-read-after': 'not-a-checkpoint' })).statusCode).toBe(200);
      // A client that sends the checkpoint back waits for it, whoever it signs in as (another API process
      // answered its write, or it kept it across a sign-in).
      echoed = entriesOf(other, other, { 'x-read-after': checkpoint });
      expect(await stillWaiting(echoed)).toBe(true);
    } finally {
      await api.runner.start();
    }
    expect(envelopeOf(await own).data.map((entry: { boothId: string }) => entry.boothId)).toEqual([boothId]);
    expect((await echoed).statusCode).toBe(200);
    // Once the projections passed it, the seeker's reads no longer wait.
    await api.runner.stop();
    try {
      expect(await stillWaiting(entriesOf(seeker))).toBe(false);
    } finally {
      await api.runner.start();
    }
  });
});
