import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobseekerRegistrationStream } from '../../domain/report/jobseeker-registration';
import type { TestApi, TestUser } from '../support/api';
import { RESUME_PDF } from '../support/applicant-profile';
import type { httpAs, uploadAs } from '../support/http';
import { registerInReadModel } from '../support/registered-user';
import { startReportFair, type ReportFair } from '../support/report-fair';
import { createRunningFair } from '../support/running-fair';
import { until } from '../support/wait';

// The fair-wide report (spec 2 §7) through real HTTP against real Postgres with
// the interview matcher running: registrations made at the landing and refused when they are not the
// caller's, the matrix whose totals are its booths' sums and whose rows are each booth's own report, and
// the plots' series and the staffing view, only to the fair's employer admins and platform admins.
let world: ReportFair;
let api: TestApi;
let http: ReturnType<typeof httpAs>;
let upload: ReturnType<typeof uploadAs>;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const otherJobFairId = randomUUID();
const boothA = randomUUID();
const boothB = randomUUID();
let recruiterA: TestUser;
let recruiterB: TestUser;
let employerAdmin: TestUser;
let otherEmployerAdmin: TestUser;
let admin: TestUser;
let seekers: TestUser[];
const fair = (path: string) => world.fair(path);
const registration = (seeker: TestUser, data: Record<string, unknown> = {}) => ({
  organizationId,
  jobFairId,
  id: seeker.userId,
  registrationData: { email: seeker.email, given_name: 'Fox', family_name: 'Mulder', phone_number: '+12025550147', ...data },
});

beforeAll(async () => {
  world = await startReportFair('api_fair_report', { organizationId, jobFairId, name: 'Fair-wide fair' });
  ({ api, http, upload } = world);
  await createRunningFair(api.store, { jobFairId: otherJobFairId, organizationId: randomUUID(), name: 'Another organization’s fair' });
  [recruiterA, recruiterB, employerAdmin] = await Promise.all([
    api.user(['Recruiter'], organizationId),
    api.user(['Recruiter'], organizationId),
    api.user(['EmployerAdmin'], organizationId),
  ]);
  [otherEmployerAdmin, admin] = await Promise.all([api.user(['EmployerAdmin'], randomUUID()), api.user(['Admin'], null)]);
  seekers = await Promise.all([1, 2, 3].map(() => api.user(['Applicant'], null)));
  await Promise.all(seekers.map((seeker, index) => registerInReadModel(api, seeker, `Seeker${index}`, `Account${index}`)));
  await world.addBooths([
    { boothId: boothA, name: 'Booth A', recruiters: [recruiterA] },
    { boothId: boothB, name: 'Booth B', recruiters: [recruiterB] },
  ]);
});
afterAll(async () => {
  await world?.close();
});

describe('jobseeker registrations (spec 2 §7)', () => {
  it('records what the landing sends, once, and answers both reads', async () => {
    const first = await http(seekers[0]!, 'POST', '/organizations/jobseeker-registrations', registration(seekers[0]!));
    expect(first.status).toBe(200);
    expect(first.body!.data).toEqual({ ...registration(seekers[0]!), registrationData: { ...registration(seekers[0]!).registrationData } });
    expect((await http(seekers[0]!, 'POST', '/organizations/jobseeker-registrations', registration(seekers[0]!))).status).toBe(200);
    const stream = await api.store.readStream(jobseekerRegistrationStream(jobFairId, seekers[0]!.userId));
    expect(stream.events.map((event) => event.type)).toEqual(['JobseekerRegistered']);

    const one = await http(
      employerAdmin,
      'GET',
      `/organizations/jobseeker-registrations/${organizationId}/${jobFairId}/${seekers[0]!.userId}`,
    );
    expect(one.body!.data.registrationData).toEqual({
      email: seekers[0]!.email,
      given_name: 'Fox',
      family_name: 'Mulder',
      phone_number: '+12025550147',
    });
    const unknown = await http(
      employerAdmin,
      'GET',
      `/organizations/jobseeker-registrations/${organizationId}/${jobFairId}/${seekers[2]!.userId}`,
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses registering someone else, a fair of another organization, another email, a malformed phone and staff', async () => {
    const post = (user: TestUser, body: unknown) => http(user, 'POST', '/organizations/jobseeker-registrations', body);
    expect((await post(seekers[1]!, registration(seekers[0]!))).status).toBe(403);
    expect((await post(seekers[1]!, { ...registration(seekers[1]!), jobFairId: otherJobFairId })).status).toBe(404);
    expect((await post(seekers[1]!, { ...registration(seekers[1]!), organizationId: randomUUID() })).status).toBe(404);
    const otherEmail = await post(seekers[1]!, registration(seekers[1]!, { email: 'someone.else@example.com' }));
    expect(otherEmail.status).toBe(400);
    expect(otherEmail.body!.errors[0]!.message).toBe('Must be the email of the signed-in account');
    const badPhone = await post(seekers[1]!, registration(seekers[1]!, { phone_number: '555-0147' }));
    expect(badPhone.status).toBe(400);
    expect(badPhone.body!.errors[0]!.message).toBe('Phone number must be in format +19999999999');
    const shortName = await post(seekers[1]!, registration(seekers[1]!, { given_name: 'Al' }));
    expect(shortName.body!.errors[0]!.message).toBe('Minimum 3 characters');
    expect((await post(recruiterA, registration(recruiterA))).status).toBe(403);
    expect((await api.store.readStream(jobseekerRegistrationStream(jobFairId, seekers[1]!.userId))).events).toEqual([]);
    expect((await http(otherEmployerAdmin, 'GET', `/organizations/jobseeker-registrations/${organizationId}`)).status).toBe(403);
  });

  it('lists a seeker who only signed in to the fair under the account’s names, beside the landing’s registration', async () => {
    expect((await http(seekers[1]!, 'PUT', '/presence', { presenceStatus: 'LOGGED_IN', jobFairId })).status).toBe(200);
    await until(async () => {
      const listed = await http(employerAdmin, 'GET', `/organizations/jobseeker-registrations/${organizationId}?jobFairId=${jobFairId}`);
      return listed.body!.data.length === 2;
    }, 'the sign-in registered');
    const listed = await http(employerAdmin, 'GET', `/organizations/jobseeker-registrations/${organizationId}?jobFairId=${jobFairId}`);
    expect(listed.body!.data.map((row: { registrationData: { given_name: string; family_name: string } }) => row.registrationData)).toEqual(
      [
        expect.objectContaining({ given_name: 'Seeker1', family_name: 'Account1', email: seekers[1]!.email }),
        expect.objectContaining({ given_name: 'Fox', family_name: 'Mulder' }),
      ],
    );
  });
});

describe('the fair-wide report (spec 2 §7 GET /jobfairs/{jobFairId}/matrix)', () => {
  it('answers only the fair’s employer admins and platform admins', async () => {
    for (const user of [recruiterA, otherEmployerAdmin, seekers[0]!])
      for (const path of ['/matrix', '/report-series', '/staffing'])
        expect((await http(user, 'GET', fair(path))).status, `${user.email} ${path}`).toBe(403);
    for (const user of [employerAdmin, admin]) expect((await http(user, 'GET', fair('/matrix'))).status).toBe(200);
    expect((await http(employerAdmin, 'GET', fair(`/report-series?boothId=${randomUUID()}`))).status).toBe(404);
  });

  it('shows queues, calls and interviews per booth and over time, and the matrix totals are the booths’ sums', async () => {
    const enter = (seeker: TestUser, boothId: string) => http(seeker, 'POST', fair(`/queueUsers/byBoothId/${boothId}`), { answers: [] });
    for (const [seeker, boothId] of [
      [seekers[0]!, boothA],
      [seekers[1]!, boothB],
      [seekers[2]!, boothB],
    ] as const) {
      expect((await http(seeker, 'GET', fair(`/booths/${boothId}?logBoothVisit=true`))).status).toBe(200);
      expect((await enter(seeker, boothId)).status).toBe(201);
    }
    await until(async () => {
      const staffing = (await http(admin, 'GET', fair('/staffing'))).body!.data;
      return staffing[1]?.waiting === 2;
    }, 'two waiting at booth B');
    expect((await http(employerAdmin, 'GET', fair('/staffing'))).body!.data).toEqual([
      { boothId: boothA, boothName: 'Booth A', waiting: 1, recruitersAvailable: 0 },
      { boothId: boothB, boothName: 'Booth B', waiting: 2, recruitersAvailable: 0 },
    ]);

    // Seven minutes later booth A's recruiter goes available and is given the one candidate there.
    api.clock.advance(7 * 60_000);
    expect(
      (await http(recruiterA, 'PUT', fair(`/recruiters/${recruiterA.userId}/availability`), { boothId: boothA, isAvailableForChat: true }))
        .status,
    ).toBe(200);
    let sessionId = '';
    await until(async () => {
      sessionId = (await api.db('interview_sessions').where({ candidate_id: seekers[0]!.userId }).first())?.id ?? '';
      return sessionId !== '';
    }, 'the offer');
    expect((await http(seekers[0]!, 'PUT', fair(`/interviewSessions/${sessionId}`), { status: 'IN_PROGRESS' })).status).toBe(200);
    const dropped = await upload(seekers[2]!, fair(`/resumes/${boothB}/file`), RESUME_PDF, 'application/pdf', 'cv.pdf');
    expect((await http(seekers[2]!, 'POST', fair(`/resumes/${boothB}`), { ...dropped.body.data, jobTitle: 'Analyst' })).status).toBe(201);

    const matrix = (await http(employerAdmin, 'GET', fair('/matrix'))).body!.data;
    expect(matrix.booths.map((row: { boothName: string }) => row.boothName)).toEqual(['Booth A', 'Booth B']);
    for (const figure of ['boothVisitors', 'jobSeekersEnteredBooth', 'boothInterviews', 'resumesLeftAtBooth'])
      expect(matrix.totals[figure], figure).toBe(matrix.booths.reduce((sum: number, row: Record<string, number>) => sum + row[figure]!, 0));
    expect(matrix.totals).toEqual({ boothVisitors: 3, jobSeekersEnteredBooth: 3, boothInterviews: 1, resumesLeftAtBooth: 1 });
    expect(matrix).toMatchObject({ jobFairId, jobSeekerLogins: 1, registeredJobseekers: 2 });
    // Each row is the booth's own report.
    for (const row of matrix.booths) {
      const own = (await http(admin, 'GET', fair(`/matrix/${row.boothId}`))).body!.data;
      const { boothId: _id, boothName: _name, ...figures } = row;
      expect(own).toMatchObject(figures);
    }

    const series = (await http(admin, 'GET', fair('/report-series'))).body!.data;
    expect(series.boothId).toBeNull();
    expect(series.interviewsPer15Minutes.reduce((sum: number, point: { interviews: number }) => sum + point.interviews, 0)).toBe(1);
    expect(series.waits.called).toBe(1);
    expect(series.waits.medianMinutes).toBe(7);
    expect(series.waits.bins.find((bin: { label: string }) => bin.label === '5–10 min').candidates).toBe(1);
    // Three waiting in the first five minutes; two (booth B) once booth A's candidate was called, with one recruiter then engaged.
    expect(series.staffing[0]).toMatchObject({ waiting: 3, peakWaiting: 3 });
    expect(series.staffing.at(-1)).toMatchObject({ waiting: 2, available: 0 });
    expect(series.staffing.length).toBe(2);

    const boothSeries = (await http(employerAdmin, 'GET', fair(`/report-series?boothId=${boothB}`))).body!.data;
    expect(boothSeries.waits.called).toBe(0);
    expect(boothSeries.staffing.map((point: { waiting: number }) => point.waiting)).toEqual([2]);
    expect(boothSeries.interviewsPer15Minutes).toEqual([]);
  });
});
