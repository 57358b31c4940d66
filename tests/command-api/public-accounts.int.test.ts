import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, envelopeOf, type TestApi } from '../support/api';
import { castFor, jobFairBody, organizationBody, type Cast } from './fixtures';

// spec 2 §2.3 and §3 "Job fair public info", spec 3 §7 public calls: read by the job fair landing page.
let api: TestApi;
let cast: Cast;
let jobFairId: string;
beforeAll(async () => {
  api = await buildTestApi('api_public_accounts', { accountRateLimit: { max: 5, timeWindowMs: 60_000 } });
  cast = await castFor(api);
  const created = await api.as(cast.employerAdmin, {
    method: 'POST',
    url: `/api/organizations/${cast.organizationId}/jobfairs`,
    payload: jobFairBody(api, 7, { name: 'Spring Fair', timezone: 'EST' }),
  });
  jobFairId = envelopeOf(created).data.id;
});
afterAll(() => api.close());

// A second API with a small global budget (the default is sized for a fair's opening rush).
let lookups: TestApi;
beforeAll(async () => {
  lookups = await buildTestApi('api_public_lookups', { accountLookupGlobalLimit: { max: 3, timeWindowMs: 60_000 } });
});
afterAll(() => lookups.close());

const get = (url: string, ip = '10.2.0.1') => api.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('GET /api/public/org-jobfair-info/:orgId/:jobFairId', () => {
  it('answers the organization name and the event, without signing in', async () => {
    const response = await get(`/api/public/org-jobfair-info/${cast.organizationId}/${jobFairId}`);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).data).toEqual({
      orgName: 'Acme Hiring',
      jobFairName: 'Spring Fair',
      jobFairEvent: { startDate: jobFairBody(api, 7).startDate, startTime: '10:00', timezone: 'EST', durationHours: 3, durationMinutes: 0 },
      sponsor: null,
      // Created and not paid: job seekers may not use it yet (spec 1 §4.2).
      opening: 'not-open',
      companyLogoUrl: null,
      brandColor: null,
      logoUrl: null,
    });
  });

  it("answers the organiser's brand colour and a signed link to its logo, for the fair's identity", async () => {
    const logo = 'employer_logos/brand/logo.png';
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0d10000000049454e44ae426082',
      'hex',
    );
    await api.app.deps.fileStorage.put(logo, png, { contentType: 'image/png' });
    const saved = await api.as(cast.employerAdmin, {
      method: 'PUT',
      url: `/api/organizations/${cast.organizationId}`,
      payload: organizationBody('Acme Hiring', { companyLogo: logo, brandColor: '#0F6E5A' }),
    });
    expect(envelopeOf(saved).data.brandColor).toBe('#0f6e5a');
    const info = envelopeOf(await get(`/api/public/org-jobfair-info/${cast.organizationId}/${jobFairId}`)).data;
    expect(info.brandColor).toBe('#0f6e5a');
    const link = await api.app.inject({
      method: 'GET',
      url: new URL(info.companyLogoUrl, 'http://x').pathname + new URL(info.companyLogoUrl, 'http://x').search,
    });
    expect(link.statusCode).toBe(200);
    expect(link.rawPayload.equals(png)).toBe(true);
  });

  it('answers 404 for a fair of another organization or none, 400 for malformed ids', async () => {
    expect((await get(`/api/public/org-jobfair-info/${crypto.randomUUID()}/${jobFairId}`)).statusCode).toBe(404);
    expect((await get(`/api/public/org-jobfair-info/${cast.organizationId}/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`/api/public/org-jobfair-info/x/${jobFairId}`)).statusCode).toBe(400);
  });
});

describe('GET /api/public/check-user-exists/:value', () => {
  it('tells only which way the landing goes: APPLICANT, OTHER_ROLE or NONE, never the roles', async () => {
    const seeker = await get(`/api/public/check-user-exists/${encodeURIComponent(cast.applicant.email.toUpperCase())}`, '10.2.1.1');
    expect(envelopeOf(seeker).data).toEqual({ account: 'APPLICANT' });
    const employer = await get(`/api/public/check-user-exists/${encodeURIComponent(cast.employerAdmin.email)}`, '10.2.1.1');
    expect(envelopeOf(employer).data).toEqual({ account: 'OTHER_ROLE' });
    const nobody = await get('/api/public/check-user-exists/nobody-here%40example.com', '10.2.1.1');
    expect(envelopeOf(nobody).data).toEqual({ account: 'NONE' });
    const bad = await get('/api/public/check-user-exists/not-an-email', '10.2.1.1');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).errors).toEqual([{ field: 'value', message: 'Please enter a valid email address.', code: 'VALIDATION_FAILED' }]);
  });

  it('is rate limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await get('/api/public/check-user-exists/a%40example.com', '10.2.2.2')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await get('/api/public/check-user-exists/a%40example.com', '10.2.2.3')).statusCode).toBe(200);
  });

  it('is rate limited over all addresses together, so a spread of addresses cannot walk a list of emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await lookups.app.inject({ url: '/api/public/check-user-exists/a%40example.com', remoteAddress: `10.3.0.${i}` })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
