import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi, TestClock, TestUser } from '../support/api';
import { RESUME_PDF } from '../support/applicant-profile';
import type { httpAs, uploadAs } from '../support/http';
import { boothReportPeople, startReportFair, type ReportFair } from '../support/report-fair';
import { until } from '../support/wait';

// The booth report as of a moment and its traces (docs/adr/report-as-of.md) over real HTTP: a fair is scripted step by step on the injected clock; after each
// step the live report (metrics card, Conversations, Resumes) is recorded; afterwards the report as of each
// of those moments must answer the same, field for field. Then every figure's trace agrees with the figure.
let world: ReportFair;
let api: TestApi;
let clock: TestClock;
let http: ReturnType<typeof httpAs>;
let upload: ReturnType<typeof uploadAs>;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const boothId = randomUUID();
const otherBoothId = randomUUID();
let recruiter: TestUser;
let otherBoothRecruiter: TestUser;
let otherOrgRecruiter: TestUser;
let employerAdmin: TestUser;
let admin: TestUser;
let seekers: TestUser[];
const fair = (path: string) => world.fair(path);
const report = (path: string) => fair(`/report/${boothId}${path}`);
const STEP_MS = 10_000;

type Recorded = Readonly<{ at: string; metrics: unknown; conversations: unknown[]; resumes: unknown[] }>;
const recorded: Recorded[] = [];

/** What the live report shows now, in the fields the as-of report answers. */
const liveReport = async () => {
  const metrics = (await http(recruiter, 'GET', fair(`/matrix/${boothId}`))).body!.data;
  const page = (await http(recruiter, 'POST', fair(`/interviewSessions/byBoothId/${boothId}`), { limit: 100 })).body!.data;
  const resumes = (await http(recruiter, 'GET', fair(`/resumes/${boothId}`))).body!.data as Record<string, unknown>[];
  return {
    metrics: metrics as Record<string, number>,
    conversations: (page.items as Record<string, unknown>[]).map((row) => ({
      id: row.id,
      candidateId: row.candidateId,
      recruiterId: row.recruiterId,
      createdAt: row.createdAt,
      interviewStartedAt: row.interviewStartedAt,
      rating: row.rating,
      notes: row.notes,
      candidateName: row.candidateName,
      candidateEmail: row.candidateEmail,
      recruiterName: row.recruiterName,
    })),
    resumes: resumes.map((row) => ({
      id: row.id,
      jobSeekerId: row.jobSeekerId,
      fileName: row.fileName,
      jobTitle: row.jobTitle,
      notes: row.notes,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      firstName: row.firstName,
      lastName: row.lastName,
    })),
  };
};

/** Records the live report at this moment, then moves the clock on, so the next step's events are later. */
const record = async () => {
  recorded.push({ at: clock.now().toISOString(), ...(await liveReport()) });
  clock.advance(STEP_MS);
};

const dropResume = async (seeker: TestUser, jobTitle: string, notes: string) => {
  const file = await upload(seeker, fair(`/resumes/${boothId}/file`), RESUME_PDF, 'application/pdf', 'cv.pdf');
  expect((await http(seeker, 'POST', fair(`/resumes/${boothId}`), { ...file.body.data, jobTitle, notes })).status).toBe(201);
};

const interview = async (seeker: TestUser): Promise<string> => {
  expect((await http(seeker, 'POST', fair(`/queueUsers/byBoothId/${boothId}`), { answers: [] })).status).toBe(201);
  expect(
    (await http(recruiter, 'PUT', fair(`/recruiters/${recruiter.userId}/availability`), { boothId, isAvailableForChat: true })).status,
  ).toBe(200);
  let sessionId = '';
  await until(async () => {
    sessionId = (await api.db('interview_sessions').where({ candidate_id: seeker.userId, status: 'AWAITING' }).first())?.id ?? '';
    return sessionId !== '';
  }, 'the offer');
  expect((await http(seeker, 'PUT', fair(`/interviewSessions/${sessionId}`), { status: 'IN_PROGRESS' })).status).toBe(200);
  return sessionId;
};
const rate = async (sessionId: string, rating: number, notes: string) =>
  expect(
    (await http(recruiter, 'POST', `/jobfairs/${jobFairId}/reviewUsers/${sessionId}/${recruiter.userId}`, { rating, notes })).status,
  ).toBeLessThan(300);
const endInterview = async (sessionId: string) => {
  expect(
    (await http(recruiter, 'POST', fair('/queueUsers/endInterview'), { interviewSessionId: sessionId, endReason: 'ENDED' })).status,
  ).toBe(200);
  await until(async () => Boolean(await api.db('interview_sessions').where({ id: sessionId, status: 'ENDED' }).first()), 'the end');
};

beforeAll(async () => {
  world = await startReportFair('api_booth_report_history', { organizationId, jobFairId, name: 'History fair' });
  ({ api, clock, http, upload } = world);
  ({ recruiter, otherBoothRecruiter, employerAdmin, otherOrgRecruiter, admin, seekers } = await boothReportPeople(world, organizationId, {
    boothId,
    name: 'History booth',
    otherBoothId,
  }));
});
afterAll(async () => {
  await world?.close();
});

describe('the booth report as of any moment', () => {
  const sessions: string[] = [];

  it('records the live report through a scripted fair', async () => {
    await record();
    for (const seeker of seekers)
      expect((await http(seeker, 'PUT', '/presence', { presenceStatus: 'LOGGED_IN', jobFairId })).status).toBe(200);
    // Staff signing in are no applicant login.
    expect((await http(recruiter, 'PUT', '/presence', { presenceStatus: 'LOGGED_IN', jobFairId })).status).toBe(200);
    await record();
    for (const seeker of seekers.slice(0, 2))
      expect((await http(seeker, 'GET', fair(`/booths/${boothId}?logBoothVisit=true`))).status).toBe(200);
    // A visit is recorded without holding up the booth page, so the live report counts it a moment later.
    await until(async () => (await liveReport()).metrics.boothVisitors === 2, 'the visits counted');
    await record();
    sessions.push(await interview(seekers[0]!));
    await rate(sessions[0]!, 4, 'Strong');
    await record();
    await rate(sessions[0]!, 2, 'On second thought');
    await endInterview(sessions[0]!);
    await dropResume(seekers[1]!, 'Analyst', 'Back next week');
    await record();
    await dropResume(seekers[1]!, 'Senior Analyst', 'Changed my mind');
    // An interview at the other booth changes nothing here.
    expect((await http(seekers[2]!, 'GET', fair(`/booths/${otherBoothId}?logBoothVisit=true`))).status).toBe(200);
    sessions.push(await interview(seekers[2]!));
    await record();
    expect(recorded.at(-1)!.metrics).toEqual({
      jobSeekerLogins: 3,
      boothVisitors: 2,
      jobSeekersEnteredBooth: 2,
      boothInterviews: 2,
      resumesLeftAtBooth: 1,
      interviewsByRecruiter: { [recruiter.userId]: 2 },
    });
  });

  it('answers, as of each recorded moment, what the live report showed then, field for field', async () => {
    // The timeline is a read model: wait until it holds the last step.
    await until(
      async () => (await http(recruiter, 'GET', report(`/asOf?at=${recorded.at(-1)!.at}`))).body!.data.metrics.boothInterviews === 2,
      'the timeline caught up',
    );
    for (const moment of recorded) {
      const answer = await http(recruiter, 'GET', report(`/asOf?at=${encodeURIComponent(moment.at)}`));
      expect(answer.status).toBe(200);
      const { asOf, ...figures } = answer.body!.data;
      expect(asOf.at).toBe(moment.at);
      expect(figures, moment.at).toEqual({ metrics: moment.metrics, conversations: moment.conversations, resumes: moment.resumes });
    }
    // Before anything happened there is no position; later moments stand at later positions.
    const positions = await Promise.all(
      recorded.map(
        async (moment) => (await http(recruiter, 'GET', report(`/asOf?at=${moment.at}`))).body!.data.asOf.position as string | null,
      ),
    );
    expect(positions[0]).toBeNull();
    const numbers = positions.slice(1).map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('traces every figure to as many events as it counts, each with its type, time and actor', async () => {
    const now = clock.now().toISOString();
    const live = (await http(recruiter, 'GET', fair(`/matrix/${boothId}`))).body!.data;
    const expected = {
      jobSeekerLogins: 'UserPresenceChanged',
      boothVisitors: 'BoothVisited',
      jobSeekersEnteredBooth: 'QueueEntered',
      boothInterviews: 'InterviewStarted',
      resumesLeftAtBooth: 'BoothResumeSaved',
    } as const;
    for (const [metric, type] of Object.entries(expected)) {
      const trace = (await http(recruiter, 'GET', report(`/trace?metric=${metric}&at=${now}`))).body!.data;
      expect(trace.events.length, metric).toBe(live[metric]);
      for (const event of trace.events)
        expect(event, metric).toMatchObject({ type, at: expect.any(String), position: expect.stringMatching(/^\d+$/) });
    }
    const logins = (await http(recruiter, 'GET', report('/trace?metric=jobSeekerLogins'))).body!.data.events;
    expect(logins.map((event: { actorId: string }) => event.actorId).sort()).toEqual(seekers.map((seeker) => seeker.userId).sort());
    const mine = (await http(recruiter, 'GET', report(`/trace?metric=interviewsByRecruiter&recruiterId=${recruiter.userId}`))).body!.data;
    expect(mine.events).toHaveLength(live.interviewsByRecruiter[recruiter.userId]);
    expect(mine.events[0]).toMatchObject({ type: 'InterviewStarted', actorId: seekers[0]!.userId, actorName: expect.any(String) });
    // A rating lists every save of the recruiter's review; the latest is the one shown.
    const rating = (await http(recruiter, 'GET', report(`/trace?metric=rating&sessionId=${sessions[0]}`))).body!.data.events;
    expect(rating.map((event: { type: string; actorId: string }) => [event.type, event.actorId])).toEqual([
      ['ReviewSaved', recruiter.userId],
      ['ReviewSaved', recruiter.userId],
    ]);
    // As of the moment after the first rating, one save.
    const earlier = (await http(recruiter, 'GET', report(`/trace?metric=rating&sessionId=${sessions[0]}&at=${recorded[3]!.at}`))).body!
      .data;
    expect(earlier.events).toHaveLength(1);
    // Each position is the event's global position in the log.
    const [stored] = await api.db
      .raw<{ rows: { type: string }[] }>('SELECT type FROM event_store.events WHERE position = ?', [rating[0].position])
      .then((result) => result.rows);
    expect(stored?.type).toBe('ReviewSaved');
  });

  it('reads the period of the time control from the fair start to now', async () => {
    const period = (await http(recruiter, 'GET', report('/period'))).body!.data;
    expect(Date.parse(period.from)).toBeLessThanOrEqual(Date.parse(recorded[0]!.at));
    expect(period.to).toBe(clock.now().toISOString());
  });

  it('is read like the live report: the booth staff, the employer admins, admins; others 403; bad input 400', async () => {
    const at = recorded.at(-1)!.at;
    for (const path of [report(`/asOf?at=${at}`), report('/trace?metric=boothVisitors'), report('/period')]) {
      for (const reader of [recruiter, employerAdmin, admin])
        expect((await http(reader, 'GET', path)).status, `${reader.email} ${path}`).toBe(200);
      for (const outsider of [otherBoothRecruiter, otherOrgRecruiter, seekers[0]!])
        expect((await http(outsider, 'GET', path)).status, `${outsider.email} ${path}`).toBe(403);
    }
    const refused = [
      report('/asOf'),
      report('/asOf?at=yesterday'),
      report('/asOf?at=2026-13-45T00:00:00Z'),
      report('/trace?metric=everything'),
      report('/trace?metric=rating'),
      report('/trace?metric=interviewsByRecruiter'),
    ];
    for (const path of refused) {
      const answer = await http(recruiter, 'GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body!.isSuccess).toBe(false);
    }
    expect((await http(recruiter, 'GET', fair(`/report/${randomUUID()}/asOf?at=${at}`))).status).toBe(404);
  });
});
