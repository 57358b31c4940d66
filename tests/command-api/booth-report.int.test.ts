import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothVisitStream } from '../../domain/report/booth-visit';
import type { TestApi, TestUser } from '../support/api';
import { COMPLETE_APPLICANT_PROFILE, RESUME_PDF } from '../support/applicant-profile';
import type { httpAs, uploadAs } from '../support/http';
import { boothReportPeople, startReportFair, type ReportFair } from '../support/report-fair';
import { until } from '../support/wait';

// The report page's server side (spec 2 §2.1, §3 Booth metrics, §7 Metrics and registrations) through
// real HTTP against real Postgres, with the server's interview matcher running: a seeker visits, queues,
// is interviewed, rated and chatted with, another leaves a resume; the metrics, the registrations and the
// candidate panel answer what happened, and only to the booth's own staff.
let world: ReportFair;
let api: TestApi;
let http: ReturnType<typeof httpAs>;
let upload: ReturnType<typeof uploadAs>;
let address: string;
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
const metricsOf = async (user: TestUser) => (await http(user, 'GET', fair(`/matrix/${boothId}`))).body!.data;

/** The applicant profile of spec 2 §5 with an uploaded PDF resume. */
const completeProfile = async (seeker: TestUser, firstName: string, lastName: string) => {
  const resume = await upload(seeker, '/profile/resume', RESUME_PDF, 'application/pdf', 'cv.pdf');
  const profile = { ...COMPLETE_APPLICANT_PROFILE, firstName, lastName, resumeKey: resume.body.data.key };
  expect((await http(seeker, 'PUT', '/profile', profile)).status).toBe(200);
};

beforeAll(async () => {
  world = await startReportFair('api_booth_report', { organizationId, jobFairId, name: 'Report fair' });
  ({ api, http, upload, address } = world);
  ({ recruiter, otherBoothRecruiter, employerAdmin, otherOrgRecruiter, admin, seekers } = await boothReportPeople(world, organizationId, {
    boothId,
    name: 'Report booth',
    otherBoothId,
  }));
  const questions = [
    { id: 'q-degree', name: 'Do you hold a degree?', rank: 0 },
    { id: 'q-relocate', name: 'Will you relocate?', rank: 1 },
  ];
  expect((await http(recruiter, 'POST', fair(`/boothQuestions/${boothId}`), { questions })).status).toBe(200);
});
afterAll(async () => {
  await world?.close();
});

describe('the booth report on the server', () => {
  let sessionId = '';

  it('counts nothing before anyone came, and refuses recruiters of other booths and organizations and job seekers with 403', async () => {
    expect(await metricsOf(recruiter)).toEqual({
      jobSeekerLogins: 0,
      boothVisitors: 0,
      jobSeekersEnteredBooth: 0,
      boothInterviews: 0,
      resumesLeftAtBooth: 0,
      interviewsByRecruiter: {},
    });
    for (const outsider of [otherBoothRecruiter, otherOrgRecruiter, seekers[0]!]) {
      expect((await http(outsider, 'GET', fair(`/matrix/${boothId}`))).status, outsider.email).toBe(403);
    }
    expect((await http(otherOrgRecruiter, 'GET', `/organizations/jobseeker-registrations/${organizationId}`)).status).toBe(403);
    expect((await http(seekers[0]!, 'GET', `/organizations/jobseeker-registrations/${organizationId}`)).status).toBe(403);
    for (const reader of [employerAdmin, admin])
      expect((await http(reader, 'GET', fair(`/matrix/${boothId}`))).status, reader.email).toBe(200);
  });

  it('records each seeker signing in to the fair and opening the booth page once, however often; staff opening it count for nothing', async () => {
    for (const seeker of seekers) {
      expect((await http(seeker, 'PUT', '/presence', { presenceStatus: 'LOGGED_IN', jobFairId })).status).toBe(200);
    }
    for (const seeker of seekers.slice(0, 2)) {
      const visits = await Promise.all([1, 2, 3].map(() => http(seeker, 'GET', fair(`/booths/${boothId}?logBoothVisit=true`))));
      expect(visits.map((visit) => visit.status)).toEqual([200, 200, 200]);
      expect(visits[0]!.body!.data).toMatchObject({ id: boothId, name: 'Report booth' });
      expect((await api.store.readStream(boothVisitStream(boothId, seeker.userId))).events.map((event) => event.type)).toEqual([
        'BoothVisited',
      ]);
    }
    // Without the flag (the lobby, the preview) nothing is recorded.
    expect((await http(seekers[2]!, 'GET', fair(`/booths/${boothId}`))).status).toBe(200);
    expect((await http(recruiter, 'GET', fair(`/booths/${boothId}?logBoothVisit=true`))).status).toBe(200);
    expect((await api.store.readStream(boothVisitStream(boothId, seekers[2]!.userId))).events).toEqual([]);
    expect((await api.store.readStream(boothVisitStream(boothId, recruiter.userId))).events).toEqual([]);
    await until(
      async () => (await metricsOf(recruiter)).boothVisitors === 2 && (await metricsOf(recruiter)).jobSeekerLogins === 3,
      'logins and visits counted',
    );
    // The recruiter's own presence in the fair is no applicant login.
    expect((await http(recruiter, 'PUT', '/presence', { presenceStatus: 'LOGGED_IN', jobFairId })).status).toBe(200);
    expect((await metricsOf(recruiter)).jobSeekerLogins).toBe(3);
  });

  it('lists the registered jobseekers of the fair with their names, email and phone', async () => {
    await completeProfile(seekers[0]!, 'Dana', 'Scully');
    const answer = await http(recruiter, 'GET', `/organizations/jobseeker-registrations/${organizationId}?jobFairId=${jobFairId}`);
    expect(answer.status).toBe(200);
    const rows = answer.body!.data as { id: string; jobFairId: string; registrationData: Record<string, string | null> }[];
    expect(rows.map((row) => row.id).sort()).toEqual(seekers.map((seeker) => seeker.userId).sort());
    expect(rows.find((row) => row.id === seekers[0]!.userId)).toMatchObject({
      jobFairId,
      organizationId,
      registrationData: { email: seekers[0]!.email, given_name: 'Dana', family_name: 'Scully', phone_number: '+12125550100' },
    });
    expect(
      (await http(recruiter, 'GET', `/organizations/jobseeker-registrations/${organizationId}?jobFairId=${randomUUID()}`)).body!.data,
    ).toEqual([]);
  });

  it('counts queue entrants, interviews that started and resumes left, and tells each recruiter their interviews', async () => {
    const entered = await http(seekers[0]!, 'POST', fair(`/queueUsers/byBoothId/${boothId}`), {
      answers: [
        { questionId: 'q-degree', answer: true },
        { questionId: 'q-relocate', answer: false },
      ],
    });
    expect(entered.status).toBe(201);
    expect(
      (await http(recruiter, 'PUT', fair(`/recruiters/${recruiter.userId}/availability`), { boothId, isAvailableForChat: true })).status,
    ).toBe(200);
    await until(async () => {
      sessionId = (await api.db('interview_sessions').where({ candidate_id: seekers[0]!.userId, status: 'AWAITING' }).first())?.id ?? '';
      return sessionId !== '';
    }, 'the offer');
    // Offered but not yet joined: no interview yet.
    expect((await metricsOf(recruiter)).boothInterviews).toBe(0);
    expect((await http(seekers[0]!, 'PUT', fair(`/interviewSessions/${sessionId}`), { status: 'IN_PROGRESS' })).status).toBe(200);
    expect(
      (await http(seekers[0]!, 'POST', fair(`/interviewSessions/${sessionId}/chatMessages`), { message: 'Hello from Dana' })).status,
    ).toBe(201);
    expect(
      (
        await http(recruiter, 'POST', `/jobfairs/${jobFairId}/reviewUsers/${sessionId}/${recruiter.userId}`, {
          rating: 4,
          notes: 'Strong biology background',
        })
      ).status,
    ).toBeLessThan(300);
    expect(
      (await http(recruiter, 'POST', fair('/queueUsers/endInterview'), { interviewSessionId: sessionId, endReason: 'ENDED' })).body!.data
        .status,
    ).toBe('ENDING');

    const dropped = await upload(seekers[1]!, fair(`/resumes/${boothId}/file`), RESUME_PDF, 'application/pdf', 'fox.pdf');
    expect(
      (await http(seekers[1]!, 'POST', fair(`/resumes/${boothId}`), { ...dropped.body.data, jobTitle: 'Analyst', notes: 'Back next week' }))
        .status,
    ).toBe(201);

    const metrics = await metricsOf(recruiter);
    expect(metrics).toEqual({
      jobSeekerLogins: 3,
      boothVisitors: 2,
      jobSeekersEnteredBooth: 1,
      boothInterviews: 1,
      resumesLeftAtBooth: 1,
      interviewsByRecruiter: { [recruiter.userId]: 1 },
    });
    // The other booth saw none of it.
    expect((await http(otherBoothRecruiter, 'GET', fair(`/matrix/${otherBoothId}`))).body!.data).toMatchObject({
      boothVisitors: 0,
      jobSeekersEnteredBooth: 0,
      boothInterviews: 0,
      resumesLeftAtBooth: 0,
    });
  });

  it("filters the booth's conversations by recruiter", async () => {
    const mine = await http(recruiter, 'POST', fair(`/interviewSessions/byBoothId/${boothId}?recruiterId=${recruiter.userId}`), {
      limit: 10,
    });
    expect(mine.body!.data.items.map((item: { id: string }) => item.id)).toEqual([sessionId]);
    expect(mine.body!.data.items[0]).toMatchObject({ rating: 4, notes: 'Strong biology background', candidateName: 'Dana Scully' });
    const nobody = await http(
      recruiter,
      'POST',
      fair(`/interviewSessions/byBoothId/${boothId}?recruiterId=${otherBoothRecruiter.userId}`),
      { limit: 10 },
    );
    expect(nobody.body!.data.items).toEqual([]);
  });

  it("answers the candidate panel: profile, resume named resume_{last}_{first}.pdf, answers with the questions' words, chat", async () => {
    const panel = await http(recruiter, 'GET', fair(`/report/${boothId}/candidates/${seekers[0]!.userId}`));
    expect(panel.status).toBe(200);
    expect(panel.body!.data).toMatchObject({
      candidateId: seekers[0]!.userId,
      firstName: 'Dana',
      lastName: 'Scully',
      email: seekers[0]!.email,
      phone: '+12125550100',
      degreeType: 'Masters',
      academicMajor: 'Biology',
      fieldOfWork: 'Health Sciences',
      salaryRequirements: '$150,000+',
      securityClearance: 'Secret',
      geographicPreference: 'Northeast',
      willingToRelocate: true,
      availabilityDate: '2026-06-01',
      resumeIsPdf: true,
      resumeDownloadName: 'resume_Scully_Dana.pdf',
      sessionId,
      score: 1,
      maxScore: 2,
      answers: [
        { questionId: 'q-degree', name: 'Do you hold a degree?', rank: 0, answer: true },
        { questionId: 'q-relocate', name: 'Will you relocate?', rank: 1, answer: false },
      ],
      chatTranscript: [expect.objectContaining({ message: 'Hello from Dana', senderUserId: seekers[0]!.userId })],
    });
    const resume = await fetch(new URL(panel.body!.data.resumeUrl, address));
    expect(resume.status).toBe(200);
    expect(
      Buffer.from(await resume.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // A drop-off without a conversation: profile, no questions, no chat.
    const dropOff = await http(recruiter, 'GET', fair(`/report/${boothId}/candidates/${seekers[1]!.userId}`));
    expect(dropOff.body!.data).toMatchObject({ sessionId: null, answers: [], chatTranscript: [], score: null });
    // Someone the booth never met, a session of someone else, another booth's recruiter: refused.
    expect((await http(recruiter, 'GET', fair(`/report/${boothId}/candidates/${seekers[2]!.userId}`))).status).toBe(404);
    expect((await http(recruiter, 'GET', fair(`/report/${boothId}/candidates/${seekers[1]!.userId}?sessionId=${sessionId}`))).status).toBe(
      404,
    );
    expect((await http(otherBoothRecruiter, 'GET', fair(`/report/${boothId}/candidates/${seekers[0]!.userId}`))).status).toBe(403);
    expect((await http(otherOrgRecruiter, 'GET', fair(`/report/${boothId}/candidates/${seekers[0]!.userId}`))).status).toBe(403);
    expect((await http(seekers[0]!, 'GET', fair(`/report/${boothId}/candidates/${seekers[0]!.userId}`))).status).toBe(403);
  });

  it('agrees with itself: a call the candidate never joined is in no count, no Conversations page and no CSV', async () => {
    const seeker = seekers[2]!;
    const answers = [
      { questionId: 'q-degree', answer: true },
      { questionId: 'q-relocate', answer: true },
    ];
    expect((await http(seeker, 'POST', fair(`/queueUsers/byBoothId/${boothId}`), { answers })).status).toBe(201);
    expect(
      (await http(recruiter, 'PUT', fair(`/recruiters/${recruiter.userId}/availability`), { boothId, isAvailableForChat: true })).status,
    ).toBe(200);
    let unanswered = '';
    await until(async () => {
      unanswered = (await api.db('interview_sessions').where({ candidate_id: seeker.userId, status: 'AWAITING' }).first())?.id ?? '';
      return unanswered !== '';
    }, 'the second offer');
    // spec 1 §4.5 step 3: the countdown ran out.
    expect(
      (await http(seeker, 'POST', fair('/queueUsers/endInterview'), { interviewSessionId: unanswered, endReason: 'TIMED_OUT' })).status,
    ).toBe(200);
    await until(async () => Boolean(await api.db('interview_sessions').where({ id: unanswered, status: 'ENDED' }).first()), 'the timeout');

    const metrics = await metricsOf(recruiter);
    const page = (await http(recruiter, 'POST', fair(`/interviewSessions/byBoothId/${boothId}`), { limit: 10 })).body!.data;
    const mine = (
      await http(recruiter, 'POST', fair(`/interviewSessions/byBoothId/${boothId}?recruiterId=${recruiter.userId}`), { limit: 10 })
    ).body!.data;
    expect({ booth: metrics.boothInterviews, recruiter: metrics.interviewsByRecruiter[recruiter.userId] }).toEqual({
      booth: 1,
      recruiter: 1,
    });
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([sessionId]);
    expect(mine.items.map((item: { id: string }) => item.id)).toEqual([sessionId]);
    expect((await http(recruiter, 'GET', fair(`/interviewSessions/csv/byBoothId/${boothId}`))).text).not.toContain(seeker.email);
  });

  it('answers the ratings CSV to the booth recruiter as history-{date}-job-fair.csv', async () => {
    const csv = await http(recruiter, 'GET', fair(`/interviewSessions/csv/byBoothId/${boothId}`));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/history-\d{4}-\d{2}-\d{2}-job-fair\.csv/);
    expect(csv.text).toContain('Strong biology background');
    expect((await http(otherBoothRecruiter, 'GET', fair(`/interviewSessions/csv/byBoothId/${boothId}`))).status).toBe(403);
  });
});
