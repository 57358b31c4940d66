import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { boothQuestionAnswersStream } from '../../domain/queue/booth-question-answers';
import { buildTestApi, envelopeOf, testClock, type TestApi, type TestUser } from '../support/api';
import { expectRefused } from '../support/refused';
import { createBooth, createRunningFair, fairAndBoothsVisible, RUNNING } from '../support/running-fair';

// spec 1 §7 GET and POST /jobfairs/{jobFairId}/boothQuestionAnswers/{boothId}/{jobSeekerId}.
let api: TestApi;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const boothId = randomUUID();
const otherBoothId = randomUUID();
let seeker: TestUser;
let otherSeeker: TestUser;
let boothRecruiter: TestUser;
let otherRecruiter: TestUser;
let employerAdmin: TestUser;
let strangerAdmin: TestUser;

const questions = [
  { id: 'q1', name: 'Do you hold a clearance?', rank: 1 },
  { id: 'q2', name: 'Can you relocate?', rank: 2 },
];

beforeAll(async () => {
  api = await buildTestApi('api_booth_question_answers', { clock: testClock(new Date(RUNNING)) });
  [seeker, otherSeeker, boothRecruiter, otherRecruiter, employerAdmin, strangerAdmin] = await Promise.all([
    api.user(['Applicant'], null),
    api.user(['Applicant'], null),
    api.user(['Recruiter'], organizationId),
    api.user(['Recruiter'], organizationId),
    api.user(['EmployerAdmin'], organizationId),
    api.user(['EmployerAdmin'], randomUUID()),
  ]);
  await createRunningFair(api.store, { jobFairId, organizationId, name: 'Answers fair' });
  const fields = boothFieldsSchema.parse({ name: 'Acme', chatDuration: 600_000, recruiters: [boothRecruiter.userId] });
  await createBooth(api.store, { boothId, jobFairId, organizationId, fields });
  const other = boothFieldsSchema.parse({ name: 'Other', chatDuration: 600_000, recruiters: [otherRecruiter.userId] });
  await createBooth(api.store, { boothId: otherBoothId, jobFairId, organizationId, fields: other });
  await fairAndBoothsVisible(api.db, jobFairId, [boothId, otherBoothId]);
  const asked = await api.as(employerAdmin, {
    method: 'POST',
    url: `/api/jobfairs/${jobFairId}/boothQuestions/${boothId}`,
    payload: { questions },
  });
  if (asked.statusCode !== 200) throw new Error(`Could not save the questions: ${asked.body}`);
});
afterAll(() => api.close());

const url = (who: TestUser, booth = boothId) => `/api/jobfairs/${jobFairId}/boothQuestionAnswers/${booth}/${who.userId}`;

describe('boothQuestionAnswers', () => {
  it('a seeker saves and reads their answers; the booth’s recruiter and the employer admin read them; entering the queue updates them', async () => {
    expect(envelopeOf(await api.as(seeker, { method: 'GET', url: url(seeker) })).data).toEqual({
      boothId,
      jobSeekerId: seeker.userId,
      answers: [],
      savedAt: null,
    });
    const answers = [
      { questionId: 'q1', answer: true },
      { questionId: 'q2', answer: false },
    ];
    const saved = await api.as(seeker, { method: 'POST', url: url(seeker), payload: { answers } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(envelopeOf(saved).data).toMatchObject({ answers, savedAt: RUNNING });
    // Saving the same answers again records nothing new.
    await api.as(seeker, { method: 'POST', url: url(seeker), payload: { answers } });
    const { events } = await api.store.readStream(boothQuestionAnswersStream(boothId, seeker.userId));
    expect(events.map((event) => event.type)).toEqual(['BoothQuestionAnswersSaved']);

    for (const reader of [boothRecruiter, employerAdmin])
      expect(envelopeOf(await api.as(reader, { method: 'GET', url: url(seeker) })).data.answers).toEqual(answers);

    api.clock.advance(60_000);
    const entered = await api.as(seeker, {
      method: 'POST',
      url: `/api/jobfairs/${jobFairId}/queueUsers/byBoothId/${boothId}`,
      payload: {
        answers: [
          { questionId: 'q1', answer: true },
          { questionId: 'q2', answer: true },
        ],
      },
    });
    expect(entered.statusCode, entered.body).toBeLessThan(300);
    await expect
      .poll(async () => envelopeOf(await api.as(boothRecruiter, { method: 'GET', url: url(seeker) })).data.answers)
      .toEqual([
        { questionId: 'q1', answer: true },
        { questionId: 'q2', answer: true },
      ]);
  });

  it('refuses unknown questions, someone else’s answers, other booths’ recruiters and other organizations', async () => {
    const unknown = await expectRefused(
      api,
      () => api.as(otherSeeker, { method: 'POST', url: url(otherSeeker), payload: { answers: [{ questionId: 'q9', answer: true }] } }),
      400,
    );
    expect(unknown.errors[0]?.message).toBe('Unknown question q9');
    await expectRefused(api, () => api.as(otherSeeker, { method: 'POST', url: url(seeker), payload: { answers: [] } }), 403);
    await expectRefused(api, () => api.as(otherSeeker, { method: 'GET', url: url(seeker) }), 403);
    await expectRefused(api, () => api.as(otherRecruiter, { method: 'GET', url: url(seeker) }), 403);
    await expectRefused(api, () => api.as(strangerAdmin, { method: 'GET', url: url(seeker) }), 403);
    await expectRefused(api, () => api.as(boothRecruiter, { method: 'POST', url: url(seeker), payload: { answers: [] } }), 403);
    await expectRefused(api, () => api.as(seeker, { method: 'GET', url: url(seeker, randomUUID()) }), 404);
  });
});
