import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumePdfCopyStream } from '../../domain/resume/resume-pdf-copy';
import { onPath } from '../../infra/documents/document-converter-from-env';
import { buildTestApi, envelopeOf, testClock, type TestApi } from '../support/api';
import { COMPLETE_APPLICANT_PROFILE, RESUME_PDF } from '../support/applicant-profile';
import { createBooth, createRunningFair, fairAndBoothsVisible, RUNNING } from '../support/running-fair';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { registerInReadModel } from '../support/registered-user';
import { pdfText } from '../support/pdf-text';

// spec 1 §7 POST /documents/convert, spec 2 §4: a Word or text resume gets a PDF copy, made once.
const LIBREOFFICE_MISSING = onPath('soffice') ? null : 'soffice is not on PATH (apt-get install libreoffice-writer-nogui)';
const fixture = (name: string) => readFile(join(import.meta.dirname, '..', 'documents', 'fixtures', name));

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi('api_document_convert', { clock: testClock(new Date(RUNNING)) });
});
afterAll(() => api.close());

const seeker = async () => registerInReadModel(api, await api.user(['Applicant'], null));
type Seeker = Awaited<ReturnType<typeof seeker>>;

const upload = async (who: Seeker, contentType: string, file: string) => {
  const response = await api.as(who, {
    method: 'POST',
    url: '/api/profile/resume',
    headers: { 'content-type': contentType, 'x-file-name': file },
    payload: await fixture(file),
  });
  expect(response.statusCode).toBe(201);
  return envelopeOf(response).data.key;
};

const convert = (who: Seeker, fileName: string) => api.as(who, { method: 'POST', url: '/api/documents/convert', payload: { fileName } });

describe('POST /documents/convert', () => {
  it.skipIf(LIBREOFFICE_MISSING !== null)(
    `a .docx and a .txt resume get a PDF copy that says what they say, made once${LIBREOFFICE_MISSING ? ` (skipped: ${LIBREOFFICE_MISSING})` : ''}`,
    async () => {
      const ada = await seeker();
      for (const [contentType, file] of [
        ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'resume.docx'],
        ['text/plain', 'resume.txt'],
      ] as const) {
        const key = await upload(ada, contentType, file);
        const response = await convert(ada, key);
        expect(response.statusCode).toBe(200);
        const { pdfKey, fileUrl } = envelopeOf(response).data;
        expect(pdfKey).toBe(key.replace(/\.\w+$/, '.pdf'));
        const pdf = await api.as(null, { method: 'GET', url: fileUrl });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(await pdfText(new Uint8Array(pdf.rawPayload))).toContain('Bernoulli numbers');
        // Asking again answers the same copy and converts nothing.
        expect(envelopeOf(await convert(ada, key)).data.pdfKey).toBe(pdfKey);
      }
      const { events } = await api.store.readStream(resumePdfCopyStream(ada.userId));
      expect(events.map((event) => event.type)).toEqual(['ResumePdfCopyMade', 'ResumePdfCopyMade']);
    },
  );

  it('converts only Word and text resumes of the caller, and only files that exist', async () => {
    const ada = await seeker();
    const grace = await seeker();
    const docx = await upload(ada, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'resume.docx');
    const pdf = await api.as(ada, {
      method: 'POST',
      url: '/api/profile/resume',
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    const pdfKey = envelopeOf(pdf).data.key;

    const someoneElses = await convert(grace, docx);
    expect(someoneElses.statusCode).toBe(403);
    expect(envelopeOf(someoneElses).errors[0]?.message).toBe('You may only convert your own resume');
    const alreadyPdf = await convert(ada, pdfKey);
    expect(alreadyPdf.statusCode).toBe(400);
    expect(envelopeOf(alreadyPdf).errors[0]?.message).toBe('Only Word (.doc, .docx) and text (.txt) resumes are converted to PDF');
    expect((await convert(ada, `resumes/${ada.userId}/${crypto.randomUUID()}.docx`)).statusCode).toBe(404);
    expect((await convert(ada, `resumes/${ada.userId}/../../etc/passwd`)).statusCode).toBe(400);
    const staff = await registerInReadModel(api, await api.user(['Recruiter'], crypto.randomUUID()));
    expect((await convert(staff, docx)).statusCode).toBe(403);
  });

  it.skipIf(LIBREOFFICE_MISSING !== null)('refuses a file that is not the Word document it claims to be', async () => {
    const ada = await seeker();
    const key = await upload(ada, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'broken.docx');
    const refused = await convert(ada, key);
    expect(refused.statusCode).toBe(400);
    expect(envelopeOf(refused).errors[0]?.message).toBe('The resume could not be converted to PDF');
  });

  it.skipIf(LIBREOFFICE_MISSING !== null)(
    'the booth report shows the PDF copy of a Word resume in its PDF viewer once it is made',
    async () => {
      const organizationId = crypto.randomUUID();
      const jobFairId = crypto.randomUUID();
      const boothId = crypto.randomUUID();
      const recruiter = await registerInReadModel(api, await api.user(['Recruiter'], organizationId));
      await createRunningFair(api.store, { jobFairId, organizationId, name: 'Convert fair' });
      const fields = boothFieldsSchema.parse({ name: 'Acme', chatDuration: 600_000, recruiters: [recruiter.userId] });
      await createBooth(api.store, { boothId, jobFairId, organizationId, fields });
      await fairAndBoothsVisible(api.db, jobFairId, [boothId]);

      const ada = await seeker();
      const resumeKey = await upload(ada, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'resume.docx');
      expect(
        (await api.as(ada, { method: 'PUT', url: '/api/profile', payload: { ...COMPLETE_APPLICANT_PROFILE, resumeKey } })).statusCode,
      ).toBe(200);
      // A drop-off at the booth makes Ada one of its candidates.
      const fair = `/api/jobfairs/${jobFairId}`;
      const dropped = await api.as(ada, {
        method: 'POST',
        url: `${fair}/resumes/${boothId}/file`,
        payload: RESUME_PDF,
        headers: { 'content-type': 'application/pdf' },
      });
      const { fileName, resumeS3Key } = envelopeOf(dropped).data;
      const left = await api.as(ada, {
        method: 'POST',
        url: `${fair}/resumes/${boothId}`,
        payload: { fileName, resumeS3Key, jobTitle: 'Engineer' },
      });
      expect(left.statusCode, left.body).toBe(201);

      const report = async () =>
        envelopeOf(await api.as(recruiter, { method: 'GET', url: `${fair}/report/${boothId}/candidates/${ada.userId}` })).data;
      expect(await report()).toMatchObject({ resumeIsPdf: false, resumeUrl: expect.stringContaining('.docx') });
      const { pdfKey } = envelopeOf(await convert(ada, resumeKey)).data;
      expect(await report()).toMatchObject({ resumeIsPdf: true, resumeUrl: expect.stringContaining(pdfKey) });
    },
  );
});
