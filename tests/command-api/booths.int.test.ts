import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothStream } from '../../domain/booth/booth';
import { organizationStream } from '../../domain/organization/organization';
import { UNKNOWN_RECRUITER_MESSAGE } from '../../command-api/routes/booths';
import { LAST_BOOTH_MESSAGE } from '../../command-api/application/booths/delete-booth';
import { buildTestApi, envelopeOf, type TestApi, type TestUser } from '../support/api';
import { registerInReadModel } from '../support/registered-user';
import { expectRefused } from '../support/refused';
import { castFor, jobFairBody, type Cast } from './fixtures';

let api: TestApi;
let cast: Cast;
let fairId: string;
let recruiterTwo: TestUser;
beforeAll(async () => {
  api = await buildTestApi('api_booths');
  cast = await castFor(api);
  recruiterTwo = await api.user(['Recruiter'], cast.organizationId);
  await registerInReadModel(api, cast.recruiter);
  await registerInReadModel(api, recruiterTwo);
  fairId = await newFair();
});
afterAll(() => api.close());

const newFair = async () => {
  const response = await api.as(cast.employerAdmin, {
    method: 'POST',
    url: `/api/organizations/${cast.organizationId}/jobfairs`,
    payload: jobFairBody(api),
  });
  expect(response.statusCode).toBe(201);
  return envelopeOf(response).data.id as string;
};

type Caller = TestUser | null;
const boothBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Engineering',
  description: 'We build things',
  linkToJobBoard: 'https://jobs.acme.example/engineering',
  hotJobSummary: 'Senior engineer',
  chatDuration: 15 * 60_000,
  isFeatured: true,
  companyImageUrl: 'employer_logos/acme/booth.png',
  minimumScore: 1,
  recruiters: [] as string[],
  jobs: [{ description: 'Senior TypeScript Engineer', link: 'https://jobs.acme.example/1' }],
  companyDocuments: ['employer_documents/acme/brochure.pdf'],
  subBooths: [],
  questions: [],
  ...overrides,
});
const booths = (fair = fairId) => `/api/jobfairs/${fair}/booths`;
const create = (user: Caller, payload: object = boothBody(), fair = fairId) => api.as(user, { method: 'POST', url: booths(fair), payload });
const created = async (payload: object = boothBody(), fair = fairId) => {
  const response = await create(cast.employerAdmin, payload, fair);
  expect(response.statusCode, response.body).toBe(201);
  return envelopeOf(response).data;
};
const put = (user: Caller, boothId: string, payload: object, fair = fairId) =>
  api.as(user, { method: 'PUT', url: `${booths(fair)}/${boothId}`, payload });
const version = async (fair = fairId) =>
  envelopeOf(await api.as(cast.employerAdmin, { method: 'GET', url: `/api/organizations/${cast.organizationId}/jobfairs/${fair}` })).data
    .boothListVersion as number;

describe('POST /api/jobfairs/:jobFairId/booths', () => {
  it('creates a booth with every field of spec 1 §5.7 and spec 2 §3, its questions, and raises onboarding', async () => {
    const group = {
      id: 'g1',
      name: 'Interns',
      description: 'Summer interns',
      hotJobSummary: 'Intern',
      recruiters: [recruiterTwo.userId],
      minimumScore: 2,
      chatDuration: null,
      sortOrder: 0,
    };
    const questions = [
      { id: 'q1', name: 'Authorized to work?', rank: 0 },
      { id: 'q2', name: 'Three years?', rank: 1 },
    ];
    const before = await version();
    const booth = await created(boothBody({ recruiters: [cast.recruiter.userId], subBooths: [group], questions }));
    expect(booth).toMatchObject({
      jobFairId: fairId,
      organizationId: cast.organizationId,
      name: 'Engineering',
      chatDuration: 900_000,
      isFeatured: true,
      minimumScore: 1,
      recruiters: [cast.recruiter.userId],
      companyDocuments: ['employer_documents/acme/brochure.pdf'],
      subBooths: [group],
      questions,
      sortOrder: 0,
      createdBy: cast.employerAdmin.userId,
    });
    expect(await version()).toBeGreaterThan(before);
    const progress = (await api.store.readStream(organizationStream(cast.organizationId))).events
      .map((event) => event.data.lastCompletedStep)
      .filter(Boolean);
    expect(progress).toEqual(expect.arrayContaining(['BoothConfigured', 'AssignedARecruiter']));
    const listed = envelopeOf(await api.as(cast.recruiter, { method: 'GET', url: booths() })).data;
    expect(listed.map((b: { id: string }) => b.id)).toContain(booth.id);
  });

  it.each([
    [{ name: '' }, 'name', 'Required'],
    [{ name: 'n'.repeat(101) }, 'name', 'Must be 100 characters or less'],
    [{ chatDuration: 0 }, 'chatDuration', 'Must be positive'],
    [{ companyImageUrl: '' }, 'companyImageUrl', 'Company logo is required'],
    [{ jobs: [{ description: '', link: '' }] }, 'jobs.0.description', 'Job description is required'],
    [{ jobs: [{ description: 'Dev', link: 'not a url' }] }, 'jobs.0.link', 'Invalid URL format'],
    [{ linkToJobBoard: 'nope' }, 'linkToJobBoard', 'Must be a valid URL'],
    [{ questions: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `q${n}`, name: `Q${n}`, rank: n })) }, 'questions', 'At most 5 questions'],
  ])('answers 400 with the spec message for %j and appends nothing', async (change, field, message) => {
    const { errors } = await expectRefused(api, () => create(cast.employerAdmin, boothBody(change)), 400);
    expect(errors[0]).toMatchObject({ field, message });
  });

  it('refuses to assign someone who is not a recruiter of the organization', async () => {
    const { errors } = await expectRefused(
      api,
      () => create(cast.employerAdmin, boothBody({ recruiters: [cast.employerAdmin.userId] })),
      400,
    );
    expect(errors[0]).toMatchObject({ field: 'recruiters', message: UNKNOWN_RECRUITER_MESSAGE });
  });

  it('is for the employer admin of the fair only (spec 1 §6), 403 for another organization', async () => {
    for (const user of [cast.admin, cast.recruiter, cast.applicant, cast.otherEmployerAdmin])
      await expectRefused(api, () => create(user), 403);
    await expectRefused(api, () => create(null), 401);
    // An unknown fair is 403 too for a non-admin: nobody learns which ids exist.
    await expectRefused(api, () => create(cast.employerAdmin, boothBody(), randomUUID()), 403);
  });
});

describe('PUT /api/jobfairs/:jobFairId/booths/:boothId', () => {
  it('changes any subset; chatDuration in ms; bumps the booth list version only on a real change', async () => {
    const booth = await created();
    const before = await version();
    const response = await put(cast.employerAdmin, booth.id, { description: 'New text', chatDuration: 5 * 60_000, sortOrder: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf(response).data).toMatchObject({ description: 'New text', chatDuration: 300_000, sortOrder: 3, name: 'Engineering' });
    const after = await version();
    expect(after).toBeGreaterThan(before);
    const events = await api.eventCount();
    expect((await put(cast.employerAdmin, booth.id, { description: 'New text' })).statusCode).toBe(200);
    expect(await api.eventCount()).toBe(events);
    expect(await version()).toBe(after);
  });

  it("lets admins and the assigned recruiter edit booth fields only; recruiters and groups are the employer admin's", async () => {
    const booth = await created(boothBody({ recruiters: [cast.recruiter.userId] }));
    expect((await put(cast.recruiter, booth.id, { hotJobSummary: 'By recruiter' })).statusCode).toBe(200);
    expect((await put(cast.admin, booth.id, { hotJobSummary: 'By admin' })).statusCode).toBe(200);
    await expectRefused(api, () => put(cast.recruiter, booth.id, { recruiters: [] }), 403);
    await expectRefused(api, () => put(cast.admin, booth.id, { subBooths: [] }), 403);
    await expectRefused(api, () => put(recruiterTwo, booth.id, { hotJobSummary: 'Not mine' }), 403);
    await expectRefused(api, () => put(cast.applicant, booth.id, { hotJobSummary: 'x' }), 403);
    await expectRefused(api, () => put(cast.otherEmployerAdmin, booth.id, { hotJobSummary: 'x' }), 403);
    const assigned = await put(cast.employerAdmin, booth.id, { recruiters: [cast.recruiter.userId, recruiterTwo.userId] });
    expect(envelopeOf(assigned).data.recruiters).toEqual([cast.recruiter.userId, recruiterTwo.userId]);
    const types = (await api.store.readStream(boothStream(booth.id))).events.map((event) => event.type);
    expect(types).toEqual(['BoothCreated', 'BoothDetailsUpdated', 'BoothDetailsUpdated', 'BoothRecruitersAssigned']);
    const mine = envelopeOf(await api.as(recruiterTwo, { method: 'GET', url: `${booths()}/byRecruiterId/${recruiterTwo.userId}` })).data;
    expect(mine.map((b: { id: string }) => b.id)).toContain(booth.id);
  });

  it('answers 404 for a booth of another fair of the same organization', async () => {
    const booth = await created();
    const otherFair = await newFair();
    await expectRefused(api, () => put(cast.employerAdmin, booth.id, { name: 'Moved?' }, otherFair), 404);
  });
});

describe('queue questions /api/jobfairs/:jobFairId/boothQuestions/:boothId', () => {
  it('saves up to 5, refuses a sixth, clears on DELETE', async () => {
    const booth = await created();
    const url = `/api/jobfairs/${fairId}/boothQuestions/${booth.id}`;
    const five = [0, 1, 2, 3, 4].map((rank) => ({ id: `q${rank}`, name: `Question ${rank}`, rank }));
    const saved = await api.as(cast.employerAdmin, { method: 'POST', url, payload: { questions: five } });
    expect(envelopeOf(saved).data.questions).toEqual(five);
    await expectRefused(
      api,
      () => api.as(cast.employerAdmin, { method: 'POST', url, payload: { questions: [...five, { id: 'q5', name: 'Six', rank: 5 }] } }),
      400,
    );
    await expectRefused(api, () => api.as(cast.otherEmployerAdmin, { method: 'POST', url, payload: { questions: [] } }), 403);
    expect(envelopeOf(await api.as(cast.employerAdmin, { method: 'DELETE', url })).data.questions).toEqual([]);
  });
});

describe('DELETE /api/jobfairs/:jobFairId/booths/:boothId', () => {
  it('deletes a booth but never the last one of the fair, even when two deletes race', async () => {
    const fair = await newFair();
    const [a, b] = [await created(boothBody(), fair), await created(boothBody({ name: 'Sales' }), fair)];
    await expectRefused(api, () => api.as(cast.admin, { method: 'DELETE', url: `${booths(fair)}/${a.id}` }), 403);
    await expectRefused(api, () => api.as(cast.otherEmployerAdmin, { method: 'DELETE', url: `${booths(fair)}/${a.id}` }), 403);
    const before = await version(fair);
    const answers = await Promise.all(
      [a, b].map((booth) => api.as(cast.employerAdmin, { method: 'DELETE', url: `${booths(fair)}/${booth.id}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(envelopeOf(answers.find((answer) => answer.statusCode === 409)!).errors[0]!.message).toBe(LAST_BOOTH_MESSAGE);
    const left = envelopeOf(await api.as(cast.employerAdmin, { method: 'GET', url: booths(fair) })).data;
    expect(left).toHaveLength(1);
    expect(await version(fair)).toBe(before + 1);
  });
});

describe('job seekers and not activated fairs', () => {
  it('refuses job seekers the booths of a fair that is not activated (spec 1 §4.2): to them it is not found', async () => {
    await expectRefused(api, () => api.as(cast.applicant, { method: 'GET', url: booths() }), 404);
  });
});

describe('reading booths, role by role (spec 1 §6)', () => {
  it("answers the fair's organization and platform admins; 403 for another organization's ids", async () => {
    const booth = await created();
    const urls = [
      booths(),
      `${booths()}/${booth.id}`,
      `/api/jobfairs/${fairId}/boothQuestions/${booth.id}`,
      `${booths()}/byRecruiterId/${cast.recruiter.userId}`,
    ];
    for (const url of urls) {
      for (const user of [cast.admin, cast.employerAdmin, cast.recruiter])
        expect((await api.as(user, { method: 'GET', url })).statusCode, `${url} as ${user.roles.join()}`).toBe(200);
      expect((await api.as(cast.otherEmployerAdmin, { method: 'GET', url })).statusCode, `${url} as another employer`).toBe(403);
      // Job seekers see no fair that is not open to them (spec 1 §4.2); a recruiter's booths are never theirs to read.
      const seekerAnswer = url.includes('/byRecruiterId/') ? 403 : 404;
      expect((await api.as(cast.applicant, { method: 'GET', url })).statusCode, `${url} as Applicant`).toBe(seekerAnswer);
      expect((await api.as(null, { method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await api.as(cast.admin, { method: 'GET', url: `/api/jobfairs/${randomUUID()}/booths` })).statusCode).toBe(404);
    expect((await api.as(cast.employerAdmin, { method: 'GET', url: `${booths()}/${randomUUID()}` })).statusCode).toBe(404);
  });
});

describe('POST /api/files/document (company documents, spec 1 §5.5 and §5.7)', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const upload = (user: Caller, body: Buffer, contentType = 'application/pdf', query = '') =>
    api.as(user, {
      method: 'POST',
      url: `/api/files/document${query}`,
      headers: { 'content-type': contentType, 'x-file-name': 'Benefits guide.pdf' },
      payload: body,
    });

  it('stores a PDF under the organization, which a booth then lists', async () => {
    const response = await upload(cast.employerAdmin, pdf);
    expect(response.statusCode, response.body).toBe(201);
    const { key, fileName } = envelopeOf(response).data;
    expect(key).toMatch(new RegExp(`^employer_documents/${cast.organizationId}/[0-9a-f-]+\\.pdf$`));
    expect(fileName).toBe('Benefits guide.pdf');
    const booth = await created(boothBody({ companyDocuments: [key] }));
    expect(booth.companyDocuments).toEqual([key]);
  });

  it('refuses other organizations, roles, types and contents', async () => {
    expect((await upload(cast.otherEmployerAdmin, pdf, 'application/pdf', `?organizationId=${cast.organizationId}`)).statusCode).toBe(403);
    expect((await upload(cast.applicant, pdf)).statusCode).toBe(403);
    expect((await upload(null, pdf)).statusCode).toBe(401);
    expect((await upload(cast.employerAdmin, Buffer.from('not a pdf'))).statusCode).toBe(400);
    expect((await upload(cast.employerAdmin, pdf, 'application/zip')).statusCode).toBe(415);
  });
});
