import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothFieldsSchema, boothGroupSchema } from '../../domain/booth/booth-schema';
import { DROP_OFF_TEXTS, MAX_DROP_OFF_BYTES } from '../../domain/resume/booth-resume-schema';
import { buildTestApi, envelopeOf, testClock, type TestApi, type TestUser } from '../support/api';
import { createBooth, createRunningFair, fairAndBoothsVisible, RUNNING } from '../support/running-fair';

// Resume drop-off (spec 2 §2.2, §4, §5; spec 1 §7 resumes calls): PDF only, at most 10 MB, the spec's
// messages, job title required, saving again replaces the old file under {boothId}/resumes/{userId}/;
// only the booth's recruiters and the organization's admins read them, through expiring links.
let api: TestApi;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const boothId = randomUUID();
const otherBoothId = randomUUID();
let seeker: TestUser;
let otherSeeker: TestUser;
let boothRecruiter: TestUser;
let groupRecruiter: TestUser;
let otherRecruiter: TestUser;
let employerAdmin: TestUser;
let strangerAdmin: TestUser;

const pdf = (text = 'resume') => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');
const base = (booth = boothId) => `/api/jobfairs/${jobFairId}/resumes/${booth}`;
const upload = (user: TestUser, body: Buffer, contentType = 'application/pdf', fileName = 'Sam Seeker CV.pdf', booth = boothId) =>
  api.as(user, {
    method: 'POST',
    url: `${base(booth)}/file`,
    payload: body,
    headers: { 'content-type': contentType, 'x-file-name': encodeURIComponent(fileName) },
  });
const list = (user: TestUser, query = '') => api.as(user, { method: 'GET', url: `${base()}${query}` });

beforeAll(async () => {
  api = await buildTestApi('api_booth_resumes', { clock: testClock(new Date(RUNNING)) });
  await createRunningFair(api.store, { jobFairId, organizationId, name: 'Resume fair' });
  [seeker, otherSeeker] = await Promise.all([api.user(['Applicant'], null), api.user(['Applicant'], null)]);
  [boothRecruiter, groupRecruiter, otherRecruiter, employerAdmin] = await Promise.all([
    api.user(['Recruiter'], organizationId),
    api.user(['Recruiter'], organizationId),
    api.user(['Recruiter'], organizationId),
    api.user(['EmployerAdmin'], organizationId),
  ]);
  strangerAdmin = await api.user(['EmployerAdmin'], randomUUID());
  const create = (id: string, fields: object) =>
    createBooth(api.store, { boothId: id, jobFairId, organizationId, fields: fields as never });
  await create(boothId, {
    ...boothFieldsSchema.parse({ name: 'Resume booth', recruiters: [boothRecruiter.userId] }),
    subBooths: [boothGroupSchema.parse({ id: 'g1', name: 'Group', recruiters: [groupRecruiter.userId] })],
  });
  await create(otherBoothId, boothFieldsSchema.parse({ name: 'Other booth', recruiters: [otherRecruiter.userId] }));
  await fairAndBoothsVisible(api.db, jobFairId, [boothId, otherBoothId]);
});
afterAll(() => api?.close());

describe('resume drop-off', () => {
  it("refuses anything but one PDF of at most 10 MB with the spec's messages, and stores nothing", async () => {
    const before = await api.eventCount();
    const word = await upload(
      seeker,
      Buffer.from('PK\u0003\u0004'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'cv.docx',
    );
    expect(word.statusCode).toBe(400);
    expect(envelopeOf(word).errors[0]?.message).toBe(DROP_OFF_TEXTS.notPdf('cv.docx'));
    const fake = await upload(seeker, Buffer.from('not really a pdf'), 'application/pdf', 'fake.pdf');
    expect(envelopeOf(fake).errors[0]?.message).toBe('fake.pdf is not allowed. Only pdf file is allowed.');
    const big = await upload(seeker, Buffer.concat([pdf(), Buffer.alloc(MAX_DROP_OFF_BYTES)]), 'application/pdf', 'big.pdf');
    expect(big.statusCode).toBe(400);
    expect(envelopeOf(big).errors[0]?.message).toBe('big.pdf is larger than 10 MB. Please select a smaller file.');
    expect(await api.files.list(`${boothId}/`)).toEqual([]);

    const uploaded = envelopeOf(await upload(seeker, pdf())).data;
    const noTitle = await api.as(seeker, { method: 'POST', url: base(), payload: { ...uploaded, jobTitle: '  ', notes: '' } });
    expect(noTitle.statusCode).toBe(400);
    expect(envelopeOf(noTitle).errors).toEqual([{ field: 'jobTitle', message: 'Job title is required', code: 'VALIDATION_FAILED' }]);
    // A key outside this seeker's folder of this booth is not theirs to name.
    const foreign = await api.as(seeker, {
      method: 'POST',
      url: base(),
      payload: { fileName: 'x.pdf', resumeS3Key: `${boothId}/resumes/${otherSeeker.userId}/x.pdf`, jobTitle: 'Engineer' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });

  it('stores the file under {boothId}/resumes/{userId}/; saving again updates the drop-off and replaces the old file', async () => {
    const first = envelopeOf(await upload(seeker, pdf('first'))).data;
    expect(first.resumeS3Key.startsWith(`${boothId}/resumes/${seeker.userId}/`)).toBe(true);
    expect(first.fileName).toBe('Sam Seeker CV.pdf');
    const saved = await api.as(seeker, {
      method: 'POST',
      url: base(),
      payload: { ...first, jobTitle: 'Backend engineer', notes: 'Available from May', jobSeekerId: seeker.userId },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const resume = envelopeOf(saved).data;
    expect(resume).toMatchObject({
      boothId,
      jobSeekerId: seeker.userId,
      jobTitle: 'Backend engineer',
      notes: 'Available from May',
      fileName: 'Sam Seeker CV.pdf',
    });

    const second = envelopeOf(await upload(seeker, pdf('second'), 'application/pdf', 'new.pdf')).data;
    const updated = await api.as(seeker, {
      method: 'PUT',
      url: `${base()}/${resume.id}`,
      payload: { fileName: second.fileName, resumeS3Key: second.resumeS3Key, jobTitle: 'Platform engineer', notes: '' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(envelopeOf(updated).data).toMatchObject({ id: resume.id, fileName: 'new.pdf', jobTitle: 'Platform engineer' });
    // One drop-off, one file: the first one is gone.
    expect((await api.files.list(`${boothId}/resumes/${seeker.userId}/`)).map((file) => file.key)).toEqual([second.resumeS3Key]);
    expect(await api.db('booth_resumes').where({ job_seeker_id: seeker.userId })).toHaveLength(1);
    // POST again is an update too, never a second drop-off.
    const again = await api.as(seeker, {
      method: 'POST',
      url: base(),
      payload: { ...second, jobTitle: 'Platform engineer', notes: 'Again' },
    });
    expect(envelopeOf(again).data.id).toBe(resume.id);
    expect(
      (await api.as(seeker, { method: 'PUT', url: `${base()}/${randomUUID()}`, payload: { ...second, jobTitle: 'X' } })).statusCode,
    ).toBe(404);
  });

  it("lists a booth's drop-offs with working download links to its recruiters (group ones too) and the organization's admins only", async () => {
    for (const reader of [boothRecruiter, groupRecruiter, employerAdmin]) {
      const answer = await list(reader);
      expect(answer.statusCode, answer.body).toBe(200);
      const [row] = envelopeOf(answer).data;
      expect(row).toMatchObject({ jobSeekerId: seeker.userId, jobTitle: 'Platform engineer', notes: 'Again' });
      const link = new URL(row.resumeUrl, 'http://localhost');
      const download = await api.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.toString('latin1')).toContain('second');
    }
    expect((await list(otherRecruiter)).statusCode).toBe(403);
    expect((await list(strangerAdmin)).statusCode).toBe(403);
    // A job seeker reads only their own drop-off.
    expect(envelopeOf(await list(otherSeeker)).data).toEqual([]);
    expect((await list(otherSeeker, `?jobSeekerId=${seeker.userId}`)).statusCode).toBe(403);
    expect(envelopeOf(await list(seeker)).data).toHaveLength(1);
  });

  it('recruiters and admins cannot leave resumes; nobody signed out can', async () => {
    for (const user of [boothRecruiter, employerAdmin]) expect((await upload(user, pdf())).statusCode).toBe(403);
    expect(
      (await api.as(null, { method: 'POST', url: `${base()}/file`, payload: pdf(), headers: { 'content-type': 'application/pdf' } }))
        .statusCode,
    ).toBe(401);
    expect((await upload(seeker, pdf(), 'application/pdf', 'cv.pdf', randomUUID())).statusCode).toBe(404);
  });
});
