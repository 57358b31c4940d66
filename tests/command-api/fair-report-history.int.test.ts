import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/api';
import { RESUME_PDF } from '../support/applicant-profile';
import { auditorOf } from '../support/auditor';
import { registerInReadModel } from '../support/registered-user';
import { startReportFair, type ReportFair } from '../support/report-fair';
import { until } from '../support/wait';

// The fair-wide report as of a moment (docs/adr/report-as-of.md), over real HTTP: a fair is scripted step by step on the injected
// clock; after each step the live matrix, staffing view and plots (of the fair and of one booth) are recorded;
// afterwards the same reads as of each of those moments (?at=) must answer the same, field for field. Steps
// 10 s apart fall inside one five-minute bucket, so a plot as of a moment must not show its bucket's later state.
// Then auditors read the fair-wide and booth reports (as of and traces too) within their scope, and change nothing.
const organizationId = randomUUID();
const jobFairId = randomUUID();
const boothA = randomUUID();
const boothB = randomUUID();
let world: ReportFair;
let recruiterA: TestUser;
let recruiterB: TestUser;
let employerAdmin: TestUser;
let admin: TestUser;
let seekers: TestUser[];
let orgAuditor: TestUser;
let otherOrgAuditor: TestUser;
let platformAuditor: TestUser;
const STEP_MS = 10_000;

type Recorded = Readonly<{ at: string; reads: Record<string, unknown> }>;
const recorded: Recorded[] = [];
/** The fair-wide report's reads, live or (with a moment) as of it. */
const READS = ['/matrix', '/staffing', '/report-series', `/report-series?boothId=${boothB}`] as const;
const withMoment = (path: string, at: string) => `${path}${path.includes('?') ? '&' : '?'}at=${encodeURIComponent(at)}`;
const read = async (path: string) => {
  const answer = await world.http(employerAdmin, 'GET', world.fair(path));
  expect(answer.status, path).toBe(200);
  // The as-of matrix says which moment it stands at; the rest is what the live matrix says.
  const { asOf: _asOf, ...data } = answer.body!.data;
  return Array.isArray(answer.body!.data) ? answer.body!.data : data;
};
const liveReads = async () => Object.fromEntries(await Promise.all(READS.map(async (path) => [path, await read(path)])));

/** Records the live report at this moment, then moves the clock on, so the next step's events are later. */
const record = async () => {
  recorded.push({ at: world.clock.now().toISOString(), reads: await liveReads() });
  world.clock.advance(STEP_MS);
};
const matrix = async () =>
  (await read('/matrix')) as { jobSeekerLogins: number; registeredJobseekers: number; totals: Record<string, number> };

const enterQueue = async (seeker: TestUser, boothId: string) => {
  expect((await world.http(seeker, 'GET', world.fair(`/booths/${boothId}?logBoothVisit=true`))).status).toBe(200);
  expect((await world.http(seeker, 'POST', world.fair(`/queueUsers/byBoothId/${boothId}`), { answers: [] })).status).toBe(201);
};
const interview = async (recruiter: TestUser, boothId: string, seeker: TestUser) => {
  const availability = { boothId, isAvailableForChat: true };
  expect((await world.http(recruiter, 'PUT', world.fair(`/recruiters/${recruiter.userId}/availability`), availability)).status).toBe(200);
  let sessionId = '';
  await until(async () => {
    sessionId = (await world.api.db('interview_sessions').where({ candidate_id: seeker.userId, status: 'AWAITING' }).first())?.id ?? '';
    return sessionId !== '';
  }, 'the offer');
  expect((await world.http(seeker, 'PUT', world.fair(`/interviewSessions/${sessionId}`), { status: 'IN_PROGRESS' })).status).toBe(200);
};

beforeAll(async () => {
  world = await startReportFair('api_fair_report_history', { organizationId, jobFairId, name: 'Replayed fair' });
  const { api } = world;
  [recruiterA, recruiterB, employerAdmin, admin] = await Promise.all([
    api.user(['Recruiter'], organizationId),
    api.user(['Recruiter'], organizationId),
    api.user(['EmployerAdmin'], organizationId),
    api.user(['Admin'], null),
  ]);
  seekers = await Promise.all([1, 2, 3].map(() => api.user(['Applicant'], null)));
  await Promise.all(seekers.map((seeker, index) => registerInReadModel(api, seeker, `Seeker${index}`, `Account${index}`)));
  [orgAuditor, otherOrgAuditor, platformAuditor] = await Promise.all([
    auditorOf(api, organizationId, 'Organization'),
    auditorOf(api, randomUUID(), 'Organization'),
    auditorOf(api, null, 'Platform'),
  ]);
  await world.addBooths([
    { boothId: boothA, name: 'Booth A', recruiters: [recruiterA] },
    { boothId: boothB, name: 'Booth B', recruiters: [recruiterB] },
  ]);
});
afterAll(async () => {
  await world?.close();
});

describe('the fair-wide report as of any moment', () => {
  it('records the live report through a scripted fair', async () => {
    const { http, fair } = world;
    await record();
    // Two register at the landing, a third only signs in: all three are registered jobseekers.
    for (const seeker of seekers.slice(0, 2)) {
      const registrationData = { email: seeker.email, given_name: 'Dana', family_name: 'Scully', phone_number: null };
      const body = { organizationId, jobFairId, id: seeker.userId, registrationData };
      expect((await http(seeker, 'POST', '/organizations/jobseeker-registrations', body)).status).toBe(200);
    }
    expect((await http(seekers[2]!, 'PUT', '/presence', { presenceStatus: 'LOGGED_IN', jobFairId })).status).toBe(200);
    await until(async () => (await matrix()).registeredJobseekers === 3, 'three registered');
    await record();
    await enterQueue(seekers[0]!, boothA);
    await enterQueue(seekers[1]!, boothB);
    await record();
    await enterQueue(seekers[2]!, boothB);
    await until(async () => (await matrix()).totals.boothVisitors === 3, 'the visits counted');
    await record();
    // Seven minutes on (the next bucket), booth A's recruiter goes available and interviews the one waiting there.
    world.clock.advance(7 * 60_000);
    await interview(recruiterA, boothA, seekers[0]!);
    await record();
    const dropped = await world.upload(seekers[2]!, fair(`/resumes/${boothB}/file`), RESUME_PDF, 'application/pdf', 'cv.pdf');
    expect((await http(seekers[2]!, 'POST', fair(`/resumes/${boothB}`), { ...dropped.body.data, jobTitle: 'Analyst' })).status).toBe(201);
    await record();
    await interview(recruiterB, boothB, seekers[1]!);
    await record();
    expect(await matrix()).toMatchObject({
      jobSeekerLogins: 1,
      registeredJobseekers: 3,
      totals: { boothVisitors: 3, jobSeekersEnteredBooth: 3, boothInterviews: 2, resumesLeftAtBooth: 1 },
    });
  });

  it('answers, as of each recorded moment, what the live report showed then, field for field', async () => {
    const last = recorded.at(-1)!;
    // The timeline is a read model: wait until it holds the last step.
    await until(async () => {
      const past = (await read(withMoment('/matrix', last.at))) as { totals: Record<string, number> };
      return past.totals.boothInterviews === 2;
    }, 'the timeline caught up');
    for (const moment of recorded)
      for (const path of READS) expect(await read(withMoment(path, moment.at)), `${path} at ${moment.at}`).toEqual(moment.reads[path]);
    const answer = (await world.http(employerAdmin, 'GET', world.fair(withMoment('/matrix', recorded[0]!.at)))).body!.data;
    expect(answer.asOf).toEqual({ at: recorded[0]!.at, position: null });
  });

  it('spans the time control from the fair start to now, and refuses a malformed moment', async () => {
    const period = (await world.http(employerAdmin, 'GET', world.fair('/report-period'))).body!.data;
    expect(Date.parse(period.from)).toBeLessThanOrEqual(Date.parse(recorded[0]!.at));
    expect(period.to).toBe(world.clock.now().toISOString());
    for (const path of ['/matrix?at=yesterday', '/staffing?at=2026-13-45T00:00:00Z', '/report-series?at='])
      expect((await world.http(employerAdmin, 'GET', world.fair(path))).status, path).toBe(400);
  });
});

describe('auditors read the reports', () => {
  const at = () => recorded.at(-1)!.at;
  const fairReads = () => [...READS, ...READS.map((path) => withMoment(path, at())), '/report-period'];
  const boothReads = () => [
    `/matrix/${boothB}`,
    `/report/${boothB}/asOf?at=${at()}`,
    `/report/${boothB}/trace?metric=boothVisitors`,
    `/report/${boothB}/period`,
    `/resumes/${boothB}`,
  ];

  it('lets an organization’s auditor and a platform auditor read, as of a moment and traced too, and no other organization’s auditor', async () => {
    for (const path of [...fairReads(), ...boothReads()]) {
      for (const reader of [orgAuditor, platformAuditor, employerAdmin, admin])
        expect((await world.http(reader, 'GET', world.fair(path))).status, `${reader.email} ${path}`).toBe(200);
      // A job seeker reads their own drop-offs at a booth, nothing else here.
      for (const outsider of path.startsWith('/resumes') ? [otherOrgAuditor] : [otherOrgAuditor, seekers[0]!])
        expect((await world.http(outsider, 'GET', world.fair(path))).status, `${outsider.email} ${path}`).toBe(403);
    }
    for (const path of fairReads()) expect((await world.http(recruiterA, 'GET', world.fair(path))).status, path).toBe(403);
    const registrations = `/organizations/jobseeker-registrations/${organizationId}?jobFairId=${jobFairId}`;
    expect((await world.http(orgAuditor, 'GET', registrations)).status).toBe(200);
    expect((await world.http(otherOrgAuditor, 'GET', registrations)).status).toBe(403);
  });

  it('refuses an auditor the report’s writes, appending nothing', async () => {
    const before = await world.api.db.raw<{ rows: { n: string }[] }>('SELECT count(*) AS n FROM event_store.events');
    const writes: [string, string, unknown][] = [
      ['POST', world.fair(`/booths/${boothB}/invitations`), { jobSeekerId: seekers[0]!.userId }],
      ['PUT', world.fair(`/recruiters/${orgAuditor.userId}/availability`), { boothId: boothB, isAvailableForChat: true }],
    ];
    for (const auditor of [orgAuditor, platformAuditor])
      for (const [method, path, body] of writes)
        expect((await world.http(auditor, method, path, body)).status, `${auditor.email} ${method} ${path}`).toBe(403);
    const after = await world.api.db.raw<{ rows: { n: string }[] }>('SELECT count(*) AS n FROM event_store.events');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
